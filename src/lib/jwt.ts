import { jwtDecode } from 'jwt-decode';

export interface SessionClaims {
  id?: number;
  exp?: number;
  iat?: number;
}

/** Reads the claims without checking the signature: the server does that. Throws on garbage. */
export function decodeToken(token: string): SessionClaims {
  return jwtDecode<SessionClaims>(token);
}
