import type { FastifyInstance } from 'fastify';
import { LAB_MSG } from '../../../domain/circuit/slots';
import { httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, MessageReply } from '../../schemas/common';
import { deleteCircuit, listCircuits, readCircuit, saveCircuit } from '../../services/lab-circuits';
import { LabCircuitBody, LabCircuitReply, LabSlotsReply, SlotParams } from './schemas';

// A pupil's own circuits of the lab, slots 1..10, for any signed-in role (docs/product.md,
// «Лаборатория»; docs/decisions/0241-a-circuits-later-edit-wins.md).

/**
 * Above the document's 20 KB, so a document that is too big is read whole and answered with the
 * parser's Russian 400 rather than the framework's 413.
 */
const BODY_LIMIT = 256 * 1024;

export default async function labRoutes(app: FastifyInstance) {
  await signedInRoutes(app, ownCircuits);
}

async function ownCircuits(app: SchoolApp) {
  app.get(
    '/circuits',
    { schema: { summary: 'Свои схемы лаборатории: занятые ячейки', response: { 200: LabSlotsReply, ...errors('AUTH_REQUIRED') } } },
    async (request) => ({ data: await listCircuits(app.db, userOf(request)) }),
  );

  app.get(
    '/circuits/:n',
    {
      schema: {
        summary: 'Схема из ячейки',
        params: SlotParams,
        response: { 200: LabCircuitReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await readCircuit(app.db, userOf(request), request.params.n);
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.put(
    '/circuits/:n',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Сохранить схему в ячейку: побеждает более позднее изменение',
        params: SlotParams,
        body: LabCircuitBody,
        response: { 200: LabCircuitReply, ...errors('VALIDATION_ERROR', 'INVALID_JSON', 'AUTH_REQUIRED', 'PAYLOAD_TOO_LARGE') },
      },
    },
    async (request) => {
      const result = await saveCircuit(app.db, userOf(request), request.params.n, request.body);
      if (!result.ok) throw httpFailure(result);
      return { data: result.data };
    },
  );

  app.delete(
    '/circuits/:n',
    {
      schema: {
        summary: 'Очистить ячейку',
        params: SlotParams,
        response: { 200: MessageReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED') },
      },
    },
    async (request) => {
      const result = await deleteCircuit(app.db, userOf(request), request.params.n);
      if (!result.ok) throw httpFailure(result);
      return { message: LAB_MSG.deleted };
    },
  );
}
