import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry } from '../../domain/classes';
import type { DB } from '../db/database';
import { auditRepository, type AuditDetails, type AuditListRow } from '../db/repositories/audit';

// The admin's trail: every service that approves, returns, undoes, links, moves or changes a role
// records it here, in its own transaction when it has one.

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function recordAudit(
  db: DB,
  entry: { actorId: number | null; action: AuditAction; subjectId: number | null; details?: AuditDetails; now?: number },
): Promise<void> {
  return auditRepository(db).add({ ...entry, now: entry.now ?? nowSeconds() });
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function parseDetails(text: string): AuditDetails {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as AuditDetails) : {};
  } catch {
    return {};
  }
}

function auditEntry(row: AuditListRow): AuditEntry {
  return {
    id: row.id,
    action: (AUDIT_ACTIONS as readonly string[]).includes(row.action) ? (row.action as AuditAction) : 'role',
    actor: row.actor_id === null ? null : { id: row.actor_id, name: fullName(row.actor_first_name, row.actor_last_name) },
    subject: row.subject_id === null ? null : { id: row.subject_id, name: fullName(row.subject_first_name, row.subject_last_name) },
    details: parseDetails(row.details),
    createdAt: row.created_at,
  };
}

/** One page of the trail, newest first. */
export async function auditPage(db: DB, page: number): Promise<{ data: AuditEntry[]; count: number; page: number; pageSize: number }> {
  const audit = auditRepository(db);
  const [rows, count] = await Promise.all([audit.page((page - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE), audit.count()]);
  return { data: rows.map(auditEntry), count, page, pageSize: AUDIT_PAGE_SIZE };
}
