import { useRegisterSW } from 'virtual:pwa-register/react';

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
    needRefresh: [waiting, setWaiting],
    updateServiceWorker,
  } = useRegisterSW();
  return {
    waiting,
    activate: () => void updateServiceWorker(true),
    dismiss: () => setWaiting(false),
  };
}
