import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { STORAGE_KEY } from '../domain/constants';
import { useSession } from '../stores/session';
import { createRouter } from './router';
import { UpdateBanner } from './update-banner';

export function App() {
  const [router] = useState(createRouter);
  const start = useSession((s) => s.start);

  useEffect(() => {
    void start();
    // Logging in or out in another tab changes this one too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) void start();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [start]);

  // Photos waiting in the outbox go out on start, when the network returns and when the app is
  // seen. Loaded apart, so the login screen does not wait for the outbox's code.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../features/submission/model/outbox').then(({ startOutbox }) => {
      if (!stopped) stop = startOutbox();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return (
    <>
      <RouterProvider router={router} />
      <UpdateBanner />
    </>
  );
}
