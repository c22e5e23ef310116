import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '../../src/domain/constants';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: Generated<string>;
  photo: Generated<string>;
  level: Generated<number>;
  city: Generated<string>;
  country: Generated<string>;
  lang: Generated<string>;
  status: Generated<string>;
  basic_course: Generated<string>;
  diamonds: Generated<number>;
  rating: Generated<number>;
  role: Generated<Role>;
  /** Bumped on logout-everywhere and password reset: tokens carrying an older `ver` stop working. */
  token_version: Generated<number>;
  journal_linked: Generated<number>;
  created_at: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  meta: MetaTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
