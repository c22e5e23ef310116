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

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: false });
  return {
    issue: (user) => sign({ id: user.id, ver: user.token_version }),
    check(token) {
      try {
        const claims: unknown = verify(token);
        return isClaims(claims) ? { ok: true, claims } : { ok: false, reason: 'invalid' };
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { ok: false, reason: expired ? 'expired' : 'invalid' };
      }
    },
  };
}
