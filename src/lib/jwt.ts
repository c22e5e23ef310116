import { jwtDecode } from 'jwt-decode';

// The one way the app reads a session token (the page, the session store and the service
// worker's saved copies alike). Nothing here checks the signature: the server does that.

export interface SessionClaims {
  id?: number;
  exp?: number;
  iat?: number;
}

/** Reads the claims. Throws on garbage. */
export function decodeToken(token: string): SessionClaims {
  return jwtDecode<SessionClaims>(token.trim().replace(/^Bearer\s+/i, ''));
}

/** The user id a token carries, whatever its expiry, or undefined when it has none or is garbage. */
export function userIdOf(token: string | null | undefined): number | undefined {
  if (!token) return undefined;
  try {
    const { id } = decodeToken(token);
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

// The session rules: signed in when a token is stored and its exp (seconds) is not earlier than
// now (milliseconds / 1000). Empty or undecodable counts as signed out; the session store removes
// an expired token and keeps an undecodable one, whose decode error is logged here.

export type StoredToken =
  | { state: 'absent' }
  | { state: 'undecodable' }
  | { state: 'expired' }
  | { state: 'valid'; claims: SessionClaims };

export function inspectToken(token: string | null, nowMs: number): StoredToken {
  if (!token) return { state: 'absent' };
  let claims: SessionClaims;
  try {
    claims = decodeToken(token);
  } catch (error) {
    console.error('Ошибка декодирования токена', error);
    return { state: 'undecodable' };
  }
  if (typeof claims.exp !== 'number') {
    console.error('Ошибка декодирования токена: в нем нет срока действия (exp)');
    return { state: 'undecodable' };
  }
  if (claims.exp < nowMs / 1000) return { state: 'expired' };
  return { state: 'valid', claims };
}

/** The user id a valid stored token carries, or undefined: known before the profile arrives, and offline. */
export function tokenUserId(token: string | null, nowMs = Date.now()): number | undefined {
  const found = inspectToken(token, nowMs);
  return found.state === 'valid' && typeof found.claims.id === 'number' ? found.claims.id : undefined;
}
