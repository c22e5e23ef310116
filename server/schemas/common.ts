import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../../domain/api';
import { MAX_LEVEL, MIN_LEVEL, ROLES } from '../../domain/constants';
import { MAX_ROW_ID } from '../../domain/ids';
import { ERRORS } from '../http-error';

// Schemas every route shares. They guard shape and size only; the rules and their Russian
// messages live in domain/ (validation.ts, text.ts), shared with the forms.

/** A string of bounded size; what it may contain is the domain's rule (domain/text.ts). */
export const Text = (maxLength = 1000) => Type.String({ maxLength });

/** `{ message, code }`: every error answer (docs/product.md), the code one of domain/api.ts. */
export const ErrorReply = Type.Object({
  message: Type.String(),
  code: Type.Unsafe<ErrorCode>({ type: 'string', enum: [...ERROR_CODES] }),
});

export const MessageReply = Type.Object({ message: Type.String() });

export const RoleName = Type.Union(ROLES.map((role) => Type.Literal(role)));
/** A level a user has bought, 0 (none yet) to 5. */
export const Level = Type.Integer({ minimum: MIN_LEVEL, maximum: MAX_LEVEL });

/**
 * The decimal numbers 1 to `max` (no sign, no leading zero) as a regular expression's body: the
 * shorter numbers, then for each digit of `max` its prefix and a smaller digit followed by any.
 */
export function upToPattern(max: number): string {
  const digits = String(max);
  const n = digits.length;
  const parts = n > 1 ? [n > 2 ? `[1-9][0-9]{0,${n - 2}}` : '[1-9]'] : [];
  for (let i = 0; i < n; i += 1) {
    const digit = Number(digits[i]);
    const lowest = i === 0 ? 1 : 0;
    if (digit <= lowest) continue;
    const rest = n - i - 1;
    parts.push(`${digits.slice(0, i)}[${lowest}-${digit - 1}]${rest > 0 ? `[0-9]{${rest}}` : ''}`);
  }
  parts.push(digits);
  return `^(?:${parts.join('|')})$`;
}

/**
 * A database id in a path: 1 to MAX_ROW_ID, PostgreSQL's integer, no leading zero. Anything else
 * names no row on either engine and is a 400 before any query (docs/decisions/0229-one-id-rule.md);
 * every route with an id in its path uses this.
 */
export const PathId = Type.String({ pattern: upToPattern(MAX_ROW_ID) });
/** `/{id}`: the id of the thing the path names (a user, a submission). */
export const IdParams = Type.Object({ id: PathId });
export type IdParams = Static<typeof IdParams>;
/** `/{userId}`: a user's id where the path goes on to something of theirs. */
export const UserIdParams = Type.Object({ userId: PathId });
/** `/{page}`: 1 to 999999. */
export const PageParams = Type.Object({ page: Type.String({ pattern: '^[1-9][0-9]{0,5}$' }) });
/** Pages past this are empty anyway; the offset stays a small number. */
const MAX_PAGE = 100_000;
/** The page a path validated with PageParams asks for. */
export const pageOf = (params: Static<typeof PageParams>) => Math.min(Number(params.page), MAX_PAGE);

/** The `{id}` of a request whose path was validated with IdParams (for `app.authenticateWith`). */
export const idParam = (request: FastifyRequest) => Number((request.params as IdParams).id);

/**
 * The route needs `Authorization: <token>` (OpenAPI security requirement). Routes registered with
 * `signedInRoutes` (server/plugins/auth.ts) get it by themselves.
 */
export const secured = [{ token: [] }];

/**
 * The error answers of a route, by the codes it can give: `errors('VALIDATION_ERROR', 'RATE_LIMITED')`
 * documents 400 and 429, each status listing its codes. Statuses come from the one table,
 * server/http-error.ts.
 */
export function errors(...codes: ErrorCode[]): Record<number, TSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = ERRORS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, Type.Object(ErrorReply.properties, { description: list.join(', ') })]),
  );
}

// A nullable string or integer as one JSON type list, and a string enum: the serializer writes these
// straight, where a union (anyOf) makes it test every value against each branch.
export const NullableString = () => Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const NullableInteger = () => Type.Unsafe<number | null>({ type: ['integer', 'null'] });
export const StringEnum = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
export const Named = Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: NullableString() });
