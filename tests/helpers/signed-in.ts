import type { OwnProfile } from '../../domain/api';
import { STORAGE_KEY } from '../../domain/constants';
import { useSession } from '../../src/stores/session';

// What component tests of signed-in screens share: a pupil's profile, a session, a JSON answer.

/** Маша, a pupil; each test gives the figures its screen is about. */
export function pupilProfile(fields: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 7, firstName: 'Маша', lastName: '', photo: '', level: 0, city: '', country: '', lang: 'ru',
    status: '', basicCourse: '', email: 'm@example.com', diamonds: 0, rating: 0, role: 'pupil', hiddenFromLeaderboards: false,
    ...fields,
  };
}

/** A session with a stored token, as after a login (the token's content does not matter here). */
export function signInForTest(token = 'x') {
  localStorage.setItem(STORAGE_KEY, token);
  useSession.setState({ status: 'signedIn', token });
}

/** The server's answer: JSON with a status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
