import { useCallback } from 'react';
import { RESET_REFETCH_DELAY_MS, type ProjectStatusReply } from '../../../../domain/submission';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useQuery, useQueryClient } from '../../../lib/query';
import { getProjectStatus } from '../api/get-project-status';
import { statusFromError, statusFromReply, type ShownStatus } from '../model/project-status';

export interface ProjectStatusState {
  status: ShownStatus;
  /** The last fetch failed for want of a network: the pupil may still queue a photo. */
  offline: boolean;
  /** «Повторить»: from «Загрузка...» again. */
  retry(): void;
  /** Asks the server again, showing the current status meanwhile (after a submit). */
  refresh(): void;
  /** Shows an answer we already have (the submit's own reply) without asking again. */
  show(reply: ProjectStatusReply): void;
}

/** Resolves after `ms`, or rejects when the request is cancelled meanwhile. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * The project's review status. Fetched 50 ms after the panel opens for a project; the
 * request is cancelled when the panel closes or turns to another project.
 */
export function useProjectStatus(projectId: number): ProjectStatusState {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const key = queryKeys.projects.status(projectId);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      await pause(RESET_REFETCH_DELAY_MS, signal);
      return getProjectStatus(projectId, signal);
    },
    // Asked each time the panel opens, even for a project seen a moment ago.
    staleTime: 0,
  });
  const failure = query.isError ? toApiError(query.error) : undefined;
  // What was last seen stays when a later fetch fails (offline: the worker's saved copy, or nothing).
  const status: ShownStatus = query.data ? statusFromReply(query.data) : failure ? statusFromError(failure) : { kind: 'loading' };

  const retry = useCallback(() => void client.resetQueries({ queryKey: queryKeys.projects.status(projectId) }), [client, projectId]);
  const refresh = useCallback(() => void invalidate(changedBy.submission), [invalidate]);
  const show = useCallback((reply: ProjectStatusReply) => client.setQueryData(queryKeys.projects.status(projectId), reply), [client, projectId]);
  return { status, offline: failure?.status === null, retry, refresh, show };
}
