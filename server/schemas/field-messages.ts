import { CloneType, type TSchema } from '@sinclair/typebox';
import type { FastifySchemaValidationError } from 'fastify';

// A field's own Russian answers when the schema refuses it («Комментарий должен быть текстом»
// rather than «Ошибка в данных запроса»). They ride on the field's schema under an OpenAPI `x-`
// key, which the app's validator knows as an annotation (server/app.ts), and the app's one error
// handler (server/plugins/errors.ts) reads them.

export const FIELD_MESSAGES_KEY = 'x-messages';

export interface FieldMessages {
  /** The value is of the wrong type or shape. */
  invalid: string;
  /** The field is not in the request; without it, the handler's general answer. */
  missing?: string;
  /** The value is over its `maxLength` (a list: its `maxItems`); without it, `invalid`. */
  tooLong?: string;
}

/** The schema with its messages; the schema itself (a shared one too) is left as it was. */
export function withMessages<T extends TSchema>(schema: T, messages: FieldMessages): T {
  return CloneType(schema, { [FIELD_MESSAGES_KEY]: messages });
}

/** The usual `missing` message: the field is named as the request spells it. */
export const missingField = (name: string) => `В запросе нет поля «${name}»`;

type Annotated = { [FIELD_MESSAGES_KEY]?: FieldMessages };

/**
 * The message of a schema refusal of a top-level field of `schema` (a route's body, params or
 * querystring schema), when that field carries messages; undefined otherwise.
 */
export function fieldMessage(schema: unknown, problem: FastifySchemaValidationError): string | undefined {
  const properties = (schema as { properties?: Record<string, Annotated> } | undefined)?.properties;
  if (!properties) return undefined;
  if (problem.keyword === 'required') {
    if (problem.instancePath !== '') return undefined;
    const missing = String((problem.params as { missingProperty?: unknown }).missingProperty ?? '');
    return Object.hasOwn(properties, missing) ? properties[missing]?.[FIELD_MESSAGES_KEY]?.missing : undefined;
  }
  const field = problem.instancePath.split('/')[1] ?? '';
  const messages = Object.hasOwn(properties, field) ? properties[field]?.[FIELD_MESSAGES_KEY] : undefined;
  if (!messages) return undefined;
  const over = problem.keyword === 'maxLength' || problem.keyword === 'maxItems';
  return (over ? messages.tooLong : undefined) ?? messages.invalid;
}
