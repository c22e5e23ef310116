import { useCallback, useEffect, useState } from 'react';
import { RESET_REFETCH_DELAY_MS, type ProjectStatusReply } from '../../../domain/submission';
import { toApiError } from '../../../lib/api-client';
import { getProjectStatus } from '../api/get-project-status';
import { statusFromError, statusFromReply, type ShownStatus } from '../model/project-status';

export interface ProjectStatusState {
  status: ShownStatus;
  /** The last fetch failed for want of a network: the pupil may still queue a photo. */
  offline: boolean;
  refetch(): void;
  /** Shows an answer we already have (the submit's own reply) without asking again. */
  show(reply: ProjectStatusReply): void;
}

/**
 * The project's review status. Fetched 50 ms after the panel opens for a project (SPEC §4); the
 * request is cancelled when the panel closes or turns to another project.
 */
export function useProjectStatus(projectId: number): ProjectStatusState {
  const [status, setStatus] = useState<ShownStatus>({ kind: 'loading' });
  const [offline, setOffline] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getProjectStatus(projectId, controller.signal).then(
        (reply) => {
          setOffline(false);
          setStatus(statusFromReply(reply));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = toApiError(error);
          setOffline(failure.status === null);
          setStatus(statusFromError(failure));
        },
      );
    }, RESET_REFETCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [projectId, round]);

  const refetch = useCallback(() => {
    setStatus({ kind: 'loading' });
    setRound((r) => r + 1);
  }, []);
  const show = useCallback((reply: ProjectStatusReply) => setStatus(statusFromReply(reply)), []);
  return { status, offline, refetch, show };
}
