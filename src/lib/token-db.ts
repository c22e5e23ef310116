import { openDB, type IDBPDatabase } from 'idb';

// The service worker cannot read localStorage, so the session token is mirrored here (DESIGN §6).

const DB_NAME = 'robotics-school';
const STORE = 'session';
const TOKEN_KEY = 'token';

let database: Promise<IDBPDatabase> | undefined;

function open(): Promise<IDBPDatabase> {
  database ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
    },
  });
  return database;
}

export async function mirrorToken(token: string | null): Promise<void> {
  try {
    const db = await open();
    if (token) await db.put(STORE, token, TOKEN_KEY);
    else await db.delete(STORE, TOKEN_KEY);
  } catch (error) {
    // Private windows may refuse IndexedDB; the app still works, only background sending waits.
    console.warn('Не удалось сохранить токен для фоновой отправки', error);
  }
}

export async function readMirroredToken(): Promise<string | undefined> {
  const db = await open();
  return (await db.get(STORE, TOKEN_KEY)) as string | undefined;
}
