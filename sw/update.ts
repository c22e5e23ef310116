/// <reference lib="webworker" />

/** The page's update banner asks the waiting worker to take over (registerType 'prompt'). */
export function installUpdate(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
  });
}
