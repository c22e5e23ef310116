import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES } from '../../../domain/constants';
import { USERS_PAGE_SIZE, type UserListItem } from '../../../domain/review';
import { checkText } from '../../../domain/text';
import type { ListedUser } from '../../services/people';
import { HttpError, httpFailure } from '../../http-error';
import { signedInRoutes, userOf, type SchoolApp } from '../../plugins/auth';
import { errors, IdParams, pageOf, PageParams, RoleName, Text } from '../../schemas/common';
import { peoplePage, personData, searchPeople } from '../../services/people';
import { PersonSummary } from '../review/schemas';
import { personSummary } from '../review/view';

// Finding people (profiles, search, profileData). Who sees what: services/people.ts.

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
/** Present and true when more match than `count` (searches count up to 1000: docs/decisions/0181). */
const CountCapped = Type.Optional(Type.Boolean());
export const UserListReply = Type.Object({
  data: Type.Array(UserListItemSchema),
  count: Type.Integer(),
  countCapped: CountCapped,
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export const SearchReply = Type.Object({ data: Type.Array(PersonSummary), count: Type.Integer(), countCapped: CountCapped, query: Type.String() });

// Fields written out, not spread from personSummary: a spread cost ~6 µs a row here, most of a page's work.
function listItem(user: ListedUser): UserListItem {
  return {
    id: user.id,
    firstName: user.first_name,
    photo: user.photo,
    level: user.level,
    role: user.role,
    lastName: user.last_name || null,
    email: user.email,
    journalLinked: user.journal_linked === 1,
    diamonds: user.diamonds,
    rating: user.rating,
    createdAt: user.created_at,
  };
}

/** A search fragment: trimmed, visible characters only (domain/text.ts), at most 100 characters. */
function searchFragment(raw: string): string {
  const problem = checkText(raw, { label: 'Запрос', max: 100 });
  if (problem) throw new HttpError('VALIDATION_ERROR', problem);
  return raw.trim();
}

export default async function peopleRoutes(app: FastifyInstance) {
  await signedInRoutes(app, peopleCalls);
}

async function peopleCalls(app: SchoolApp) {
  app.get(
    '/profiles/:page',
    {
      preHandler: app.requireRole(...STAFF_ROLES),
      schema: {
        summary: 'Пользователи школы по страницам, с поиском по имени и email (учителям)',
        params: PageParams,
        querystring: Type.Object({ q: Type.Optional(Text(100)), role: Type.Optional(RoleName) }),
        response: { 200: UserListReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const page = pageOf(request.params);
      const { rows, count, countCapped } = await peoplePage(app.db, { query: searchFragment(request.query.q ?? ''), role: request.query.role, page });
      return { data: rows.map(listItem), count, ...(countCapped && { countCapped }), page, pageSize: USERS_PAGE_SIZE };
    },
  );

  app.get(
    '/search/:query',
    {
      schema: {
        summary: 'Поиск людей по имени (без email)',
        params: Type.Object({ query: Text(100) }),
        response: { 200: SearchReply, ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED') },
      },
    },
    async (request) => {
      const query = searchFragment(request.params.query);
      const { rows, count, countCapped } = await searchPeople(app.db, userOf(request), query);
      return { data: rows.map(personSummary), count, ...(countCapped && { countCapped }), query };
    },
  );

  app.get(
    '/profileData/:id',
    {
      schema: {
        summary: 'Данные пользователя (о себе, или учителю о любом)',
        params: IdParams,
        response: { 200: Type.Object({ data: UserListItemSchema }), ...errors('VALIDATION_ERROR', 'AUTH_REQUIRED', 'FORBIDDEN', 'USER_NOT_FOUND') },
      },
    },
    async (request) => {
      const result = await personData(app.db, userOf(request), Number(request.params.id));
      if (!result.ok) throw httpFailure(result);
      return { data: listItem(result.user) };
    },
  );
}
