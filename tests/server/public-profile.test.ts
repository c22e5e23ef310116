import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInPupil, type TestApp } from '../helpers/test-app';

// What a classmate may see of a pupil (docs/decisions/0122-what-a-profile-shows.md): first name,
// avatar and level. City, country and status from the settings are for the pupil's own page only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });

describe('a public profile', () => {
  it('carries name, photo, level and role, never city, country or status', async () => {
    const masha = await signedInPupil(t.app);
    const petya = await signedInPupil(t.app);
    await t.db.updateTable('users').set({ city: 'Казань', country: 'Россия', status: 'Люблю паять' }).where('email', '=', masha.email).execute();
    const own = (await get('/api/v1/users/profile', masha.token)).json() as { data: { id: number; city: string; status: string } };
    expect(own.data.city).toBe('Казань');
    expect(own.data.status).toBe('Люблю паять');

    const seen = await get(`/api/v1/users/profile/${own.data.id}`, petya.token);
    expect(seen.statusCode).toBe(200);
    expect(Object.keys((seen.json() as { data: object }).data).sort()).toEqual(['badges', 'firstName', 'level', 'photo', 'role']);
    expect(seen.body).not.toMatch(/Казань|Россия|Люблю паять/);
  });
});
