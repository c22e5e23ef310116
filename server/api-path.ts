import { posix } from 'node:path';

/** %XX → the byte as a character; `%ZZ` and lone `%` stay as they are (no exception on junk). */
function decodePercents(path: string): string {
  return path.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const PLAIN_API_PATH = /^\/api(?:\/[A-Za-z0-9_-]+)*\/?(?:[?#]|$)/;

/**
 * True for every URL that a browser, a proxy or a router could take for the API: `/API/...`,
 * `//api/...`, `/%61pi/...` (also encoded twice), `/./api/...`, `/x/../api/...`, `\api\...`,
 * full-width letters. Such a URL must get a JSON answer, never the app's HTML page with a 200.
 */
export function isApiPath(url: string): boolean {
  // The everyday case, decided without decoding: /api and plain segments (no %, dot, backslash).
  if (PLAIN_API_PATH.test(url)) return true;
  let path = url.split(/[?#]/, 1)[0] ?? '/';
  for (let round = 0; round < 3; round += 1) {
    const decoded = decodePercents(path);
    if (decoded === path) break;
    path = decoded;
  }
  path = posix.normalize(`/${path.replace(/\\/g, '/').normalize('NFKC').toLowerCase()}`);
  return path.startsWith('/api');
}
