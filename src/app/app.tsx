import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { STORAGE_KEY } from '../../domain/constants';
import { requestPersistentStorage } from '../lib/sw-bridge';
import { whenIdle } from '../lib/when-idle';
import { useSession } from '../stores/session';
import { createRouter } from './router';
import { UpdateBanner } from './update-banner';

type Start = () => () => void;

// Each loads its code only when first needed.
const startOutbox = () => import('../features/submission/model/outbox').then((module): Start => module.startOutbox);
const startProgressSync = () => import('../lib/build-progress').then((module): Start => () => module.startProgressSync());
const startLabCircuitsSync = () => import('../features/lab/api/circuits').then((module): Start => module.startLabCircuitsSync);
/** A check that comes back changes the figures, the courses and the badges on screen. */
const startAnswersSync = () =>
  Promise.all([import('../lib/lesson-answers'), import('../lib/query')]).then(([{ startAnswersSync }, { queryClient, changedBy }]): Start => {
    const refresh = () => void Promise.all(changedBy.lessonCheck.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return () => startAnswersSync(refresh);
  });

/** A program checked by the server after waiting on the device pays diamonds and shows the task passed. */
const startMcuChecksSync = () =>
  Promise.all([import('../lib/mcu-checks'), import('../lib/query')]).then(([{ startMcuChecksSync }, { queryClient, changedBy }]): Start => {
    const refresh = () => void Promise.all(changedBy.mcuCheck.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return () => startMcuChecksSync(refresh);
  });

/** Runs what `load` brings while `on` holds, and stops it when `on` ends or the app goes. */
function useStartedWhile(on: boolean, load: () => Promise<Start>) {
  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void load().then((start) => {
      if (!stopped) stop = start();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [on, load]);
}

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

  // Work made offline goes out on start, when the network returns, when the app is seen and while
  // it waits — with a session only (it is sent with its token), so the login screen neither waits
  // for this code nor downloads it, and once the page is up: photos in the outbox, build ticks
  // (lib/build-progress.ts), the lab's own circuits, which also bring other devices' in
  // (lib/lab-circuits.ts), lesson answers (lib/lesson-answers.ts) and programs waiting for the
  // server's check (lib/mcu-checks.ts).
  const signedIn = hasSession && settled;
  useStartedWhile(signedIn, startOutbox);
  useStartedWhile(signedIn, startProgressSync);
  useStartedWhile(signedIn, startLabCircuitsSync);
  useStartedWhile(signedIn, startAnswersSync);
  useStartedWhile(signedIn, startMcuChecksSync);

  return (
    <>
      <RouterProvider router={router} />
      {/* Registers the service worker (and offers updates) once the page is up. */}
      {settled && <UpdateBanner />}
    </>
  );
}
