import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { rangeResponse } from './range-response';

/** Range requests for precached videos get a 206 from the cache, so the video plays offline in Safari too. */
export function installMediaRanges() {
  registerRoute(
    ({ request, url }) => request.headers.has('range') && /\.(mp4|webm)$/.test(url.pathname),
    async ({ request }) => {
      const cached = await matchPrecache(new URL(request.url).pathname);
      return cached ? rangeResponse(request, cached) : fetch(request);
    },
  );
}
