import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ClassInfo } from '../../domain/classes';
import type { Role } from '../../domain/constants';
import { usersRepository } from '../../server/db/repositories/users';
import { createTokenService } from '../../server/services/tokens';
import type { TestApp } from './test-app';

export interface Person {
  id: number;
  token: string;
  firstName: string;
}

/**
 * A user of any role with a working token, made without hashing a password (a real scrypt costs
 * a second here; these tests are about what each role may do, not about logging in).
 */
export async function person(t: TestApp, role: Role, { linked = role === 'pupil', firstName = 'Маша' } = {}): Promise<Person> {
  const created = await usersRepository(t.db).create({
    email: `${role}-${randomUUID()}@example.com`,
    passwordHash: 'not-a-real-hash',
    firstName,
    role,
    journalLinked: linked,
    now: Math.floor(Date.now() / 1000),
  });
  if (!created.ok) throw new Error('user not created');
  const tokens = createTokenService(t.config.jwtSecret, t.config.tokenTtlSeconds);
  return { id: created.id, token: tokens.issue({ id: created.id, token_version: 0 }), firstName };
}

export type FormValue = string | { bytes: Buffer; filename: string; type?: string };

/** A multipart/form-data body and its content type, encoded the way a browser's FormData is. */
export async function multipart(fields: Record<string, FormValue>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'image/jpeg' }), value.filename);
  }
  const request = new Request('http://school.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** Whoever holds the token sends a photo of a project; gives the server's answer as it is (refusals are for the test to check). */
export async function postBuild(t: TestApp, token: string, projectId: number, photo: Buffer): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipart({ project_id: String(projectId), project_photo: { bytes: photo, filename: 'build.jpg' } });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/submission`,
    headers: { ...headers, authorization: token, 'idempotency-key': randomUUID() },
    payload,
  });
}

/** The pupil sends a photo of a project (201 asserted); gives the new work's id. */
export async function sendBuild(t: TestApp, pupil: Person, projectId: number, photo: Buffer): Promise<number> {
  const response = await postBuild(t, pupil.token, projectId, photo);
  expect(response.statusCode, response.body).toBe(201);
  return (await t.db.selectFrom('submissions').select('id').where('user_id', '=', pupil.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
}

/** The owner's new class (201 asserted) with these pupils in it, each joined by its code (200 asserted). */
export async function newClass(t: TestApp, owner: Person, { name = '5 «А»', pupils = [] as readonly Person[] } = {}): Promise<ClassInfo> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/classes', headers: { authorization: owner.token }, payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  const room = (response.json() as { data: ClassInfo }).data;
  for (const pupil of pupils) await joinClass(t, pupil, room.code!);
  return room;
}

/** The pupil joins a class by its code, giving a surname when told (200 asserted). */
export async function joinClass(t: TestApp, pupil: Person, code: string, lastName?: string): Promise<void> {
  const payload = lastName === undefined ? { code } : { code, lastName };
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/classes/join', headers: { authorization: pupil.token }, payload });
  expect(response.statusCode, response.body).toBe(200);
}
