import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { updateWaits } from './update-waits';

export interface ServiceWorkerUpdate {
  /** A new version is installed and waiting. */
  waiting: boolean;
  /** Lets the new version take over and reloads the page. */
  activate(): void;
  dismiss(): void;
}

/** The page's side of our service worker (registerType 'prompt'): is an update waiting? */
export function useServiceWorkerUpdate(): ServiceWorkerUpdate {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  // The plugin's word alone is not enough (lib/update-waits.ts): ask the browser itself.
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (!needRefresh) return;
    let live = true;
    void updateWaits(navigator.serviceWorker).then((waits) => {
      if (!live) return;
      setConfirmed(waits);
      if (!waits) setNeedRefresh(false);
    });
    return () => {
      live = false;
    };
  }, [needRefresh, setNeedRefresh]);
  return {
    waiting: needRefresh && confirmed,
    activate: () => void updateServiceWorker(true),
    dismiss: () => {
      setConfirmed(false);
      setNeedRefresh(false);
    },
  };
}
