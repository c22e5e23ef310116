/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { answerOwnData, isOwnDataRequest, OWN_DATA_CACHE } from '../src/lib/shared-with-sw/own-data-cache';

/** The pupil's own data with no network: the last answers, marked as saved copies. */
export function installOwnData(worker: ServiceWorkerGlobalScope) {
  registerRoute(
    ({ request, url }) => isOwnDataRequest(request.method, url, worker.location.origin),
    ({ request }) =>
      answerOwnData(request, {
        cache: () => worker.caches.open(OWN_DATA_CACHE),
        fetch: (r) => worker.fetch(r),
        now: Date.now,
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      }),
  );
}
