import { matchPrecache } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';

/** Range requests for precached videos get a 206 from the cache, so the video plays offline in Safari too. */
export function installMediaRanges() {
  registerRoute(
    ({ request, url }) => request.headers.has('range') && /\.(mp4|webm)$/.test(url.pathname),
    async ({ request }) => {
      const cached = await matchPrecache(new URL(request.url).pathname);
      return cached ? rangeOfCached(request, cached) : fetch(request);
    },
  );
}

/**
 * The asked bytes of a whole cached file (Safari plays nothing without a 206), cut out by workbox.
 * Two answers HTTP asks for that workbox leaves out: a range in another unit than bytes is
 * ignored (the whole file), and a 416 says the size, so the player can ask again.
 */
export async function rangeOfCached(request: Request, cached: Response): Promise<Response> {
  if (!/^\s*bytes=/i.test(request.headers.get('range') ?? '')) return cached;
  const whole = await cached.blob();
  const part = await createPartialResponse(request, new Response(whole, { headers: cached.headers }));
  if (part.status === 416) part.headers.set('Content-Range', `bytes */${whole.size}`);
  return part;
}
