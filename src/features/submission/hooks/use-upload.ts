import { useCallback, useEffect, useRef, useState } from 'react';
import { PROJECT_MESSAGE_MS, SUBMISSION_MSG, type ProjectStatusReply } from '../../../../domain/submission';
import { compressPhoto } from '../../../lib/image-compression';
import { currentSession, enqueuePhotos, flushOutbox, onOutboxEvent } from '../model/outbox';
import { preparePhotos } from '../../../lib/prepare-photos';

/** The upload (docs/product.md §5): idle → uploading → retrying → success / error; plus «preparing» and «queued» of ours. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'uploading'; percent: number; attempt: number }
  | { phase: 'retrying'; attempt: number; until: number; reason: string }
  | { phase: 'queued'; message: string }
  | { phase: 'success'; message: string }
  | { phase: 'error'; message: string };

export const OFFLINE_QUEUED_MESSAGE = 'Нет интернета. Фото сохранено на телефоне и уйдёт само, когда появится связь.';

interface UploadCallbacks {
  /** The server answered the submit: show its status at once. */
  onSent(reply: ProjectStatusReply | null): void;
  /** The photo left the form: clear the chosen file. */
  onQueued(): void;
}

/**
 * Compresses the photo, puts it in the outbox and follows the sending of this project's photos,
 * whoever sends them: this panel, the outbox after a reload, another tab or the worker.
 */
export function useUpload(projectId: number, { onSent, onQueued }: UploadCallbacks) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const callbacks = useRef({ onSent, onQueued });
  useEffect(() => {
    callbacks.current = { onSent, onQueued };
  });

  /** Success and error messages stay 5 s, then the form is idle again. */
  const settle = useCallback((next: Extract<UploadState, { phase: 'success' | 'error' }>) => {
    clearTimeout(clearTimer.current);
    setState(next);
    clearTimer.current = setTimeout(() => setState({ phase: 'idle' }), PROJECT_MESSAGE_MS);
  }, []);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.projectId !== projectId) return;
        switch (event.type) {
          case 'attempt':
            setState({ phase: 'uploading', percent: 0, attempt: event.attempt });
            break;
          case 'progress':
            setState((s) => (s.phase === 'uploading' ? { ...s, percent: event.percent } : s));
            break;
          case 'retrying':
            setState({ phase: 'retrying', attempt: event.attempt, until: Date.now() + event.delayMs, reason: event.reason });
            break;
          case 'offline':
            setState({ phase: 'queued', message: OFFLINE_QUEUED_MESSAGE });
            break;
          case 'sent':
            settle({ phase: 'success', message: SUBMISSION_MSG.submitted });
            callbacks.current.onSent(event.reply as ProjectStatusReply | null);
            break;
          case 'failed':
            settle({ phase: 'error', message: event.message });
            break;
        }
      }),
    [projectId, settle],
  );

  const fail = useCallback((message: string) => settle({ phase: 'error', message }), [settle]);
  /** A new file is chosen: the old file's message goes. */
  const dismissError = useCallback(() => setState((s) => (s.phase === 'error' ? { phase: 'idle' } : s)), []);
  // A message's timer must not end what came after it (a new photo's sending).
  const settled = state.phase === 'success' || state.phase === 'error';
  useEffect(() => {
    if (!settled) clearTimeout(clearTimer.current);
  }, [settled]);

  const send = useCallback(
    async (files: readonly File[]) => {
      const session = currentSession();
      if (!session) return fail(SUBMISSION_MSG.notReady(SUBMISSION_MSG.tokenMissing));
      setState({ phase: 'preparing' });
      // A failed compression (an old browser, a canvas too big) still sends the original if it
      // is within 10 MB; otherwise the pupil is told what to do.
      const prepared = await preparePhotos(files, compressPhoto);
      if (!prepared.ok) return fail(prepared.message);
      try {
        await enqueuePhotos(projectId, prepared.photos, session.userId);
      } catch {
        return fail(SUBMISSION_MSG.fallback);
      }
      callbacks.current.onQueued();
      setState({ phase: 'uploading', percent: 0, attempt: 1 });
      await flushOutbox();
    },
    [projectId, fail],
  );

  const busy = state.phase === 'preparing' || state.phase === 'uploading' || state.phase === 'retrying';
  return { state, send, fail, dismissError, busy };
}
