import { openSchoolDb, type SessionMirror } from './school-db';

// The service worker cannot read localStorage, so the session token and its user id are mirrored
// into IndexedDB.

const KEY = 'current';

export async function mirrorSession(session: SessionMirror | null): Promise<void> {
  try {
    const db = await openSchoolDb();
    if (session) await db.put('session', session, KEY);
    else await db.delete('session', KEY);
  } catch (error) {
    // Private windows may refuse IndexedDB; the app still works, only background sending waits.
    console.warn('Не удалось сохранить сессию для фоновой отправки', error);
  }
}

export async function readMirroredSession(): Promise<SessionMirror | undefined> {
  const value = await (await openSchoolDb()).get('session', KEY);
  return typeof value === 'object' && value !== null ? value : undefined;
}
