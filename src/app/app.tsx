import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { STORAGE_KEY } from '../domain/constants';
import { requestPersistentStorage } from '../lib/sw-bridge';
import { whenIdle } from '../lib/when-idle';
import { useSession } from '../stores/session';
import { createRouter } from './router';
import { UpdateBanner } from './update-banner';

export function App() {
  const [router] = useState(createRouter);
  const start = useSession((s) => s.start);
  const hasSession = useSession((s) => s.token !== null);
  // What the first paint does not need waits until the page is up (lib/when-idle.ts).
  const [settled, setSettled] = useState(false);
  useEffect(() => whenIdle(() => setSettled(true)), []);

  useEffect(() => {
    void start();
    // Logging in or out in another tab changes this one too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) void start();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [start]);

  // Installed on the home screen: ask the browser to keep the saved lessons (and queued photos)
  // even when the device runs short of space. The first photo sent asks too (the outbox).
  useEffect(() => {
    const persist = () => void requestPersistentStorage();
    window.addEventListener('appinstalled', persist);
    return () => window.removeEventListener('appinstalled', persist);
  }, []);

  // Photos waiting in the outbox go out on start, when the network returns and when the app is
  // seen — with a session only (they are sent with its token), so the login screen neither waits
  // for the outbox's code nor downloads it, and once the page is up.
  useEffect(() => {
    if (!hasSession || !settled) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../features/submission/model/outbox').then(({ startOutbox }) => {
      if (!stopped) stop = startOutbox();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [hasSession, settled]);

  // Build ticks made offline go out the same way (lib/build-progress.ts).
  useEffect(() => {
    if (!hasSession || !settled) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../lib/build-progress').then(({ startProgressSync }) => {
      if (!stopped) stop = startProgressSync();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [hasSession, settled]);

  // The lab's own circuits saved offline go out the same way, and other devices' come in
  // (lib/lab-circuits.ts).
  useEffect(() => {
    if (!hasSession || !settled) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../features/lab/api/circuits').then(({ startLabCircuitsSync }) => {
      if (!stopped) stop = startLabCircuitsSync();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [hasSession, settled]);

  // Lesson answers checked offline go out the same way; a check that comes back changes the
  // figures, the courses and the badges on screen (lib/lesson-answers.ts).
  useEffect(() => {
    if (!hasSession || !settled) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void Promise.all([import('../lib/lesson-answers'), import('../lib/query')]).then(([{ startAnswersSync }, { queryClient, changedBy }]) => {
      const refresh = () => void Promise.all(changedBy.lessonCheck.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!stopped) stop = startAnswersSync(refresh);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [hasSession, settled]);

  return (
    <>
      <RouterProvider router={router} />
      {/* Registers the service worker (and offers updates) once the page is up. */}
      {settled && <UpdateBanner />}
    </>
  );
}
