import type { AuditReply } from '../../../../domain/classes';
import { api, call } from '../../../lib/api-client';

export function getAudit(page: number, signal?: AbortSignal): Promise<AuditReply> {
  return call(() => api.get('admin/audit', { searchParams: { page }, signal }).json<AuditReply>());
}
