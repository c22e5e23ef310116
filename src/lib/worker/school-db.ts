import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxRecord } from './outbox-record';

// One IndexedDB for the page and the service worker. Version 1 held only the session mirror;
// version 2 adds the photo outbox (DESIGN §6).

export interface SessionMirror {
  token: string;
  userId: number;
}

interface SchoolDB extends DBSchema {
  session: { key: string; value: string | SessionMirror };
  outbox: { key: string; value: OutboxRecord; indexes: { projectId: number } };
}

export type SchoolDatabase = IDBPDatabase<SchoolDB>;

const DB_NAME = 'robotics-school';
let database: Promise<SchoolDatabase> | undefined;

export function openSchoolDb(): Promise<SchoolDatabase> {
  database ??= openDB<SchoolDB>(DB_NAME, 2, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('session')) db.createObjectStore('session');
      if (!db.objectStoreNames.contains('outbox')) {
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('projectId', 'projectId');
      }
    },
    // Another tab still holds version 1 open: let it go, so this one can upgrade.
    blocking() {
      void database?.then((db) => db.close());
      database = undefined;
    },
  }).catch((error: unknown) => {
    database = undefined;
    throw error;
  });
  return database;
}
