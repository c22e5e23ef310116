import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { BuildProgressRecord } from './build-progress-record';
import type { LabCircuitRecord } from './lab-circuit-record';
import type { LessonAnswersRecord } from './lesson-answers-record';
import type { McuCheckRecord } from './mcu-check-record';
import type { OutboxRecord } from './outbox-record';

// One IndexedDB for the page and the service worker. Version 1 held only the session mirror;
// version 2 adds the photo outbox; version 3 the build progress of the guides
// (src/lib/build-progress.ts), one record per pupil and project; version 4 the lessons' answers
// checked offline (src/lib/lesson-answers.ts), one record per pupil and lesson; version 5 the lab's
// own circuits (src/lib/lab-circuits.ts), one record per pupil and slot; version 6 the programming
// tasks' programs waiting for the server's check (src/lib/mcu-checks.ts), one per pupil and task.

export interface SessionMirror {
  token: string;
  userId: number;
}

interface SchoolDB extends DBSchema {
  session: { key: string; value: string | SessionMirror };
  outbox: { key: string; value: OutboxRecord; indexes: { projectId: number } };
  progress: { key: [number, number]; value: BuildProgressRecord; indexes: { ownerId: number } };
  answers: { key: [number, number]; value: LessonAnswersRecord; indexes: { ownerId: number } };
  circuits: { key: [number, number]; value: LabCircuitRecord; indexes: { ownerId: number } };
  mcuChecks: { key: [number, number]; value: McuCheckRecord; indexes: { ownerId: number } };
}

export type SchoolDatabase = IDBPDatabase<SchoolDB>;

const DB_NAME = 'robotics-school';
let database: Promise<SchoolDatabase> | undefined;

export function openSchoolDb(): Promise<SchoolDatabase> {
  database ??= openDB<SchoolDB>(DB_NAME, 6, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('session')) db.createObjectStore('session');
      if (!db.objectStoreNames.contains('outbox')) {
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('projectId', 'projectId');
      }
      if (!db.objectStoreNames.contains('progress')) {
        db.createObjectStore('progress', { keyPath: ['ownerId', 'projectId'] }).createIndex('ownerId', 'ownerId');
      }
      if (!db.objectStoreNames.contains('answers')) {
        db.createObjectStore('answers', { keyPath: ['ownerId', 'lessonId'] }).createIndex('ownerId', 'ownerId');
      }
      if (!db.objectStoreNames.contains('circuits')) {
        db.createObjectStore('circuits', { keyPath: ['ownerId', 'slot'] }).createIndex('ownerId', 'ownerId');
      }
      if (!db.objectStoreNames.contains('mcuChecks')) {
        db.createObjectStore('mcuChecks', { keyPath: ['ownerId', 'taskId'] }).createIndex('ownerId', 'ownerId');
      }
    },
    // Another tab still holds an older version open: let it go, so this one can upgrade.
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
