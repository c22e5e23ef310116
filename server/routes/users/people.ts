import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { USERS_PAGE_SIZE, type UserListItem } from '../../../src/domain/review';
import { checkText } from '../../../src/domain/text';
import { usersRepository } from '../../db/repositories/users';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errors, secured, Text } from '../../schemas/common';
import { PersonSummary, RoleName } from '../review/schemas';
import { personSummary } from '../review/view';

// Finding people (SPEC §7 profiles, search, profileData). Who sees what (docs/decisions.md):
// e-mails and figures only for staff and for oneself; a pupil finds others by name only.

const SEARCH_LIMIT = 20;
const MAX_PAGE = 100_000;

export const UserListItemSchema = Type.Composite([
  PersonSummary,
  Type.Object({
    email: Type.String(),
    journalLinked: Type.Boolean(),
    diamonds: Type.Integer(),
    rating: Type.Integer(),
    createdAt: Type.Integer(),
  }),
]);
export const UserListReply = Type.Object({
  data: Type.Array(UserListItemSchema),
  count: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export const SearchReply = Type.Object({ data: Type.Array(PersonSummary), count: Type.Integer(), query: Type.String() });

function listItem(user: UserRow): UserListItem {
  return {
    ...personSummary(user),
    email: user.email,
    journalLinked: user.journal_linked === 1,
    diamonds: user.diamonds,
    rating: user.rating,
    createdAt: user.created_at,
  };
}

/** A search fragment: trimmed, visible characters only (src/domain/text.ts), at most 100 characters. */
function searchFragment(raw: string): string {
  const problem = checkText(raw, { label: 'Запрос', max: 100 });
  if (problem) throw new HttpError('VALIDATION_ERROR', problem);
  return raw.trim();
}

export default async function peopleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/profiles/:page',
    {
      preHandler: app.requireRole('teacher', 'admin'),
      schema: {
        summary: 'Пользователи школы по страницам, с поиском по имени и email (учителям)',
        security: secured,
        params: Type.Object({ page: Type.String({ pattern: '^[1-9][0-9]{0,5}$' }) }),
        querystring: Type.Object({ q: Type.Optional(Text(100)), role: Type.Optional(RoleName) }),
        response: { 200: UserListReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const page = Math.min(Number(request.params.page), MAX_PAGE);
      const query = searchFragment(request.query.q ?? '');
      const { rows, count } = await usersRepository(app.db).page({
        query,
        role: request.query.role,
        offset: (page - 1) * USERS_PAGE_SIZE,
        limit: USERS_PAGE_SIZE,
      });
      return { data: rows.map(listItem), count, page, pageSize: USERS_PAGE_SIZE };
    },
  );

  app.get(
    '/search/:query',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Поиск людей по имени (без email)',
        security: secured,
        params: Type.Object({ query: Text(100) }),
        response: { 200: SearchReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED') },
      },
    },
    async (request) => {
      const query = searchFragment(request.params.query);
      // SPEC §5: a blank query is an empty result.
      const rows = query ? await usersRepository(app.db).search(query, SEARCH_LIMIT) : [];
      return { data: rows.map(personSummary), count: rows.length, query };
    },
  );

  app.get(
    '/profileData/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Данные пользователя (о себе, или учителю о любом)',
        security: secured,
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }),
        response: { 200: Type.Object({ data: UserListItemSchema }), ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const viewer = userOf(request);
      const id = Number(request.params.id);
      if (id !== viewer.id && viewer.role === 'pupil') throw new HttpError('FORBIDDEN');
      const user = id === viewer.id ? viewer : await usersRepository(app.db).findById(id);
      if (!user) throw new HttpError('USER_NOT_FOUND');
      return { data: listItem(user) };
    },
  );
}
