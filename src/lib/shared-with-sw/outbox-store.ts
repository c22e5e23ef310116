import type { OutboxRecord } from './outbox-record';
import { openSchoolDb } from './school-db';

export interface OutboxStore {
  add(record: OutboxRecord): Promise<void>;
  get(id: string): Promise<OutboxRecord | undefined>;
  all(): Promise<OutboxRecord[]>;
  update(id: string, change: Partial<Omit<OutboxRecord, 'id'>>): Promise<OutboxRecord | undefined>;
  remove(id: string): Promise<void>;
}

/** The outbox in the app's IndexedDB: the same store for the page and the service worker. */
export function indexedDbOutbox(): OutboxStore {
  return {
    async add(record) {
      await (await openSchoolDb()).add('outbox', record);
    },
    async get(id) {
      return (await openSchoolDb()).get('outbox', id);
    },
    async all() {
      const records = await (await openSchoolDb()).getAll('outbox');
      return records.sort((a, b) => a.createdAt - b.createdAt);
    },
    async update(id, change) {
      const db = await openSchoolDb();
      const tx = db.transaction('outbox', 'readwrite');
      const current = await tx.store.get(id);
      const next = current ? { ...current, ...change } : undefined;
      if (next) await tx.store.put(next);
      await tx.done;
      return next;
    },
    async remove(id) {
      await (await openSchoolDb()).delete('outbox', id);
    },
  };
}
