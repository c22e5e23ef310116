import { decodeToken, type SessionClaims } from '../lib/jwt';

// SPEC §4 "Session": signed in when a token is stored and its exp (seconds) is not earlier than
// now (milliseconds / 1000). Empty or undecodable counts as signed out; an expired token is removed,
// an undecodable one is kept and its decode error logged.

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

/** The user id a valid stored token carries (SPEC §3), or undefined: known before the profile arrives, and offline. */
export function tokenUserId(token: string | null, nowMs = Date.now()): number | undefined {
  const found = inspectToken(token, nowMs);
  return found.state === 'valid' && typeof found.claims.id === 'number' ? found.claims.id : undefined;
}
