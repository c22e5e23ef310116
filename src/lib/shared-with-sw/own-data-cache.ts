// The pupil's own data, kept by the service worker for the workbench with no network (docs/decisions/0091-the-pupils-own-data-offline.md):
// the last answers of the calls that show the pupil's profile, figures, medals, project statuses
// and comment lists. The worker keeps and serves them; the page marks what it shows as possibly
// old and forgets everything at logout (src/lib/offline-copy.ts).

import { userIdOf } from '../jwt';
import { OFFLINE_COPY_HEADER } from './own-data-names';

export { OFFLINE_COPY_HEADER, OWN_DATA_CACHE } from './own-data-names';

const SAVED_AT_HEADER = 'x-school-saved-at';
/** How long the worker waits for the server before it shows the saved answer (a weak school Wi-Fi). */
export const NETWORK_WAIT_MS = 6_000;

/**
 * GET calls whose answers are the signed-in user's own view of the school. Nothing that spends
 * (`buyLevel`, which is a GET for the contract), nothing of staff, no photos, no search, no export.
 */
const OWN_DATA_PATHS: RegExp[] = [
  /^\/api\/v1\/users\/profile(?:\/role|\/\d+)?$/,
  /^\/api\/v1\/users\/(?:diamond|rating)$/,
  /^\/api\/v1\/users\/rating\/(?:\d+|top3|month-stats|leaders\/history|leaderboard(?:\/\d+)?)$/,
  /^\/api\/v1\/comments\/(?:commentsProfileUser|commentsLectors|commentsFeedback|commentsNote|commentsHelp)\/\d+$/,
  /^\/api\/v1\/comments\/judgement\/\d+\/(?:ProfileUser|lecture|Feedback|Notes|help)$/,
  /^\/api\/v1\/projects\/\d+\/status$/,
  // «Мои работы» and the own class: the list reads offline (the photos the page keeps itself once seen).
  /^\/api\/v1\/users\/(?:my-submissions|my-class)$/,
  // A submission's thread (docs/decisions/0158-marks-are-json-on-the-submission.md): the pupil rereads the teacher's answer at the workbench.
  // The photos with marks are kept by the page itself (src/lib/submission-photo.ts).
  /^\/api\/v1\/review\/submissions\/\d+\/messages$/,
  // The courses (what the pupil bought and passed) and the badges: the course path reads offline.
  /^\/api\/v1\/courses$/,
  /^\/api\/v1\/users\/badges(?:\/catalog)?$/,
  // The programming tasks the pupil has passed: the task page checks offline, and shows them done.
  /^\/api\/v1\/mcu\/tasks$/,
];

/** Whether the worker keeps the last answer of this request. Only GET, only our own origin. */
export function isOwnDataRequest(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && OWN_DATA_PATHS.some((path) => path.test(url.pathname));
}

/** Each user's answers apart: a shared school computer must never show one pupil another's data. */
export function cacheKeyOf(request: Request): string | null {
  // Read, not verified (the server does that), from the request's token.
  const userId = userIdOf(request.headers.get('authorization'));
  if (userId === undefined) return null;
  const url = new URL(request.url);
  url.searchParams.set('__user', String(userId));
  return url.href;
}

export interface OwnDataDeps {
  cache: () => Promise<Pick<Cache, 'match' | 'put'>>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  /** Resolves after `ms`; injected so tests need not wait. */
  wait: (ms: number) => Promise<void>;
}

async function savedCopy(deps: OwnDataDeps, key: string): Promise<Response | undefined> {
  const saved = await (await deps.cache()).match(key);
  if (!saved) return undefined;
  const headers = new Headers(saved.headers);
  headers.set(OFFLINE_COPY_HEADER, headers.get(SAVED_AT_HEADER) ?? '0');
  return new Response(saved.body, { status: saved.status, statusText: saved.statusText, headers });
}

/**
 * Network first: the server's answer when it comes (and it is saved); the saved one when the
 * network fails or the server is silent for `NETWORK_WAIT_MS`. An error answer (401, 404, 5xx)
 * is passed on as it is and never replaces a saved one.
 */
export async function answerOwnData(request: Request, deps: OwnDataDeps): Promise<Response> {
  const key = cacheKeyOf(request);
  if (key === null) return deps.fetch(request);
  const network = deps.fetch(request).then(async (response) => {
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT_HEADER, String(deps.now()));
      const copy = new Response(await response.clone().arrayBuffer(), { status: response.status, headers });
      await (await deps.cache()).put(key, copy);
    }
    return response;
  });
  // Past the wait the page has its saved answer; a late failure of the network is nobody's business.
  network.catch(() => undefined);
  const silence = deps.wait(NETWORK_WAIT_MS).then(() => 'silent' as const);
  try {
    const first = await Promise.race([network, silence]);
    if (first !== 'silent') return first;
    return (await savedCopy(deps, key)) ?? (await network);
  } catch (error) {
    const saved = await savedCopy(deps, key);
    if (saved) return saved;
    throw error;
  }
}
