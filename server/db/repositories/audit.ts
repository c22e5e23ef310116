import type { AuditAction } from '../../../domain/classes';
import type { DB } from '../database';

// The admin's trail of who did what to whom: rows are only ever added.

export type AuditDetails = Record<string, string | number | boolean | null>;

export interface NewAuditEntry {
  actorId: number | null;
  action: AuditAction;
  subjectId: number | null;
  details?: AuditDetails;
  now: number;
}

export interface AuditListRow {
  id: number;
  action: string;
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  subject_id: number | null;
  subject_first_name: string | null;
  subject_last_name: string | null;
  details: string;
  created_at: number;
}

export function auditRepository(db: DB) {
  return {
    async add(entry: NewAuditEntry): Promise<void> {
      await db
        .insertInto('audit')
        .values({
          actor_id: entry.actorId,
          action: entry.action,
          subject_id: entry.subjectId,
          details: JSON.stringify(entry.details ?? {}),
          created_at: entry.now,
        })
        .execute();
    },

    /** Newest first, through the (created_at, id) index. */
    async page(offset: number, limit: number): Promise<AuditListRow[]> {
      const rows = await db
        .selectFrom('audit')
        .leftJoin('users as actor', 'actor.id', 'audit.actor_id')
        .leftJoin('users as subject', 'subject.id', 'audit.subject_id')
        .select([
          'audit.id as id',
          'audit.action as action',
          'audit.actor_id as actor_id',
          'actor.first_name as actor_first_name',
          'actor.last_name as actor_last_name',
          'audit.subject_id as subject_id',
          'subject.first_name as subject_first_name',
          'subject.last_name as subject_last_name',
          'audit.details as details',
          'audit.created_at as created_at',
        ])
        .orderBy('audit.created_at', 'desc')
        .orderBy('audit.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({ ...row, created_at: Number(row.created_at) }));
    },

    async count(): Promise<number> {
      const row = await db.selectFrom('audit').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
