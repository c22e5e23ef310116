import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from '../../../src/domain/constants';

// The schemas only guard shape and size; the rules and their Russian messages live in
// src/domain/validation.ts, shared with the login form.
const Text = (maxLength = 1000) => Type.String({ maxLength });

export const ErrorReply = Type.Object({ message: Type.String(), code: Type.String() });
export const MessageReply = Type.Object({ message: Type.String() });

export const SignupBody = Type.Object({
  firstName: Text(),
  email: Text(),
  password: Text(),
});
export type SignupBody = Static<typeof SignupBody>;

export const LoginBody = Type.Object({ email: Text(), password: Text() });
export type LoginBody = Static<typeof LoginBody>;
export const LoginReply = Type.Object({ token: Type.String() });

const RoleName = Type.Union(ROLES.map((role) => Type.Literal(role)));

export const OwnProfile = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  photo: Type.String(),
  level: Type.Integer({ minimum: 0, maximum: 5 }),
  city: Type.String(),
  country: Type.String(),
  lang: Type.String(),
  status: Type.String(),
  basicCourse: Type.String(),
  email: Type.String(),
  diamonds: Type.Integer(),
  rating: Type.Integer(),
  role: RoleName,
});
export type OwnProfile = Static<typeof OwnProfile>;

export const PublicProfile = Type.Object({
  firstName: Type.String(),
  photo: Type.String(),
  level: Type.Integer({ minimum: 0, maximum: 5 }),
});
export type PublicProfile = Static<typeof PublicProfile>;

export const UserIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
export const RoleReply = Type.Object({ role: RoleName });

export const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorReply]));
