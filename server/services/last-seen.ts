import type { DB } from '../db/database';
import { classesRepository } from '../db/repositories/classes';

// «Last seen» for the teacher (docs/decisions/0134-last-seen.md): written on a signed-in request
// at most once a minute per user and process, so a busy pupil costs one small UPDATE a minute.

export const LAST_SEEN_EVERY_SECONDS = 60;
const MAX_REMEMBERED = 50_000;

const written = new WeakMap<DB, Map<number, number>>();

export async function touchLastSeen(db: DB, user: { id: number; last_seen_at: number | null }, now = Math.floor(Date.now() / 1000)): Promise<void> {
  let seen = written.get(db);
  if (!seen) {
    seen = new Map();
    written.set(db, seen);
  }
  const last = Math.max(seen.get(user.id) ?? 0, Number(user.last_seen_at ?? 0));
  if (now - last < LAST_SEEN_EVERY_SECONDS) return;
  if (seen.size >= MAX_REMEMBERED) seen.clear();
  seen.set(user.id, now);
  await classesRepository(db).touchLastSeen(user.id, now);
}
