import { createSigner, createVerifier, TokenError } from 'fast-jwt';

// HS256 only, pinned on both sides: a token with `alg: none` or any other algorithm is refused.

export interface TokenClaims {
  id: number;
  ver: number;
  iat: number;
  exp: number;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(user: { id: number; token_version: number }): string;
  check(token: string): TokenCheck;
}

function isClaims(value: unknown): value is TokenClaims {
  const claims = value as Partial<TokenClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    Number.isInteger(claims.id) &&
    Number.isInteger(claims.ver) &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number'
  );
}

/** A clock this far ahead of ours is still believed (two servers, a few seconds apart). */
const CLOCK_SLACK_SECONDS = 60;

/**
 * A token lives at most the session's length from when it was made, and was not made in the
 * future: one signed with the secret for the year 3000 is refused, whatever its `exp` says.
 */
function withinSession(claims: TokenClaims, ttlSeconds: number): boolean {
  const now = Math.floor(Date.now() / 1000);
  return claims.iat <= now + CLOCK_SLACK_SECONDS && claims.exp - claims.iat <= ttlSeconds;
}

/** Verified tokens kept per process: a school's active pupils, with room to spare. */
export const TOKEN_CACHE_SIZE = 2000;
/** Ours are about 150 characters; a longer one is junk, refused at once. */
export const MAX_TOKEN_LENGTH = 512;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: false });
  // Tokens that passed are remembered by their exact text until their exp: a pupil's next request
  // skips the HMAC and the JSON decoding. Only valid tokens are kept, the oldest out first, and
  // the user's token version is still read on every request, so logout-all works at once.
  const verified = new Map<string, TokenClaims>();
  return {
    issue: (user) => sign({ id: user.id, ver: user.token_version }),
    check(token) {
      if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return { ok: true, claims: known };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const claims: unknown = verify(token);
        if (!isClaims(claims) || !withinSession(claims, ttlSeconds)) return { ok: false, reason: 'invalid' };
        if (verified.size >= TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, Object.freeze(claims));
        return { ok: true, claims };
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { ok: false, reason: expired ? 'expired' : 'invalid' };
      }
    },
  };
}
