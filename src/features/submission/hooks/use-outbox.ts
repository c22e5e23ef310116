import { useMemo } from 'react';
import type { OutboxRecord } from '../../../lib/shared-with-sw/outbox-record';
import { currentSession, useOutboxRecords } from '../model/outbox';
import { useSession } from '../../../stores/session';

/** The signed-in pupil's photos waiting in the outbox (other family members' are not shown). */
export function useOutbox(projectId?: number): readonly OutboxRecord[] {
  const all = useOutboxRecords((s) => s.records);
  const token = useSession((s) => s.token);
  return useMemo(() => {
    const owner = token ? currentSession()?.userId : undefined;
    return all.filter((r) => r.ownerId === owner && (projectId === undefined || r.projectId === projectId));
  }, [all, token, projectId]);
}
