import { Type, type Static } from '@sinclair/typebox';
import { LAST_NAME_MAX } from '../../../domain/classes';
import { Level, Nullable, RoleName, Text } from '../../schemas/common';

// The users calls' own schemas; the shared ones are in server/schemas/. Each answer is checked
// against its type in domain/api.ts at compile time (server/schemas/contract.ts).

export const SignupBody = Type.Object({
  firstName: Text(),
  email: Text(),
  password: Text(),
  /** Optional: the contract's sign-up payload stays valid without it. */
  lastName: Type.Optional(Text(LAST_NAME_MAX * 4)),
  /** Families (docs/decisions/0169-families-consent.md): a year of the sign-up's select, and a parent's e-mail for a child under 14. */
  birthYear: Type.Optional(Type.Integer()),
  parentEmail: Type.Optional(Text(320)),
  /** The class's join code when the sign-up came through its QR link: the class vouches for it (server/routes/users/index.ts). */
  classCode: Type.Optional(Text(40)),
});
export type SignupBody = Static<typeof SignupBody>;

/** `device`: the key an earlier login of this account gave this device (server/services/login-delay.ts). */
export const LoginBody = Type.Object({ email: Text(), password: Text(), device: Type.Optional(Text(100)) });
export type LoginBody = Static<typeof LoginBody>;
export const LoginReply = Type.Object({ token: Type.String(), device: Type.String() });


export const OwnProfile = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  photo: Type.String(),
  level: Level,
  city: Type.String(),
  country: Type.String(),
  lang: Type.String(),
  status: Type.String(),
  basicCourse: Type.String(),
  email: Type.String(),
  diamonds: Type.Integer(),
  rating: Type.Integer(),
  role: RoleName,
  hiddenFromLeaderboards: Type.Boolean(),
});

export const PublicProfile = Type.Object({
  firstName: Type.String(),
  photo: Type.String(),
  level: Level,
  role: RoleName,
  badges: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
});

export const RoleReply = Type.Object({ role: RoleName });

// The pupil's class (null when in none): its name and the teacher's.
export const MyClass = Type.Object({ classId: Type.Integer(), name: Type.String(), teacherName: Type.String() });
export const MyClassReply = Type.Object({ data: Nullable(MyClass) });
