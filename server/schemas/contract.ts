import type { Static } from '@sinclair/typebox';
import type * as Api from '../../src/domain/api';
import type * as Users from '../routes/users/schemas';
import type { ErrorReply, MessageReply } from './common';

// The server's schemas and the client's types are one contract (src/domain/api.ts): if a schema
// and its type drift apart, `npm run typecheck` fails here. Add a line for every new answer type.

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Same<A, B> = Equal<A, B> extends true ? true : { schema: A; domain: B };
type Check<T extends true> = T;

export type Contract = [
  Check<Same<Static<typeof ErrorReply>, Api.ErrorBody>>,
  Check<Same<Static<typeof MessageReply>, Api.MessageBody>>,
  Check<Same<Static<typeof Users.OwnProfile>, Api.OwnProfile>>,
  Check<Same<Static<typeof Users.PublicProfile>, Api.PublicProfile>>,
  Check<Same<Static<typeof Users.LoginReply>, Api.LoginReply>>,
  Check<Same<Static<typeof Users.RoleReply>, Api.RoleReply>>,
];
