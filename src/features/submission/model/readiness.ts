import { SUBMISSION_MSG } from '../../../../domain/submission';

export type Readiness = { state: 'checking' } | { state: 'ready' } | { state: 'error'; reason: string };

export interface ReadinessInputs {
  token: string | null;
  /** Decodes the token's claims; throws on garbage. */
  decode(token: string): { id?: unknown };
  hasFormData: boolean;
}

/** Ready with a token that decodes to something with an id, and FormData support. */
export function checkReadiness({ token, decode, hasFormData }: ReadinessInputs): Readiness {
  if (!token) return { state: 'error', reason: SUBMISSION_MSG.tokenMissing };
  let id: unknown;
  try {
    id = decode(token).id;
  } catch {
    id = undefined;
  }
  // 'Неверный формат токена' is reported to the pupil as 'Токен поврежден или истек'.
  if (typeof id !== 'number') return { state: 'error', reason: SUBMISSION_MSG.tokenBroken };
  if (!hasFormData) return { state: 'error', reason: SUBMISSION_MSG.noFormData };
  return { state: 'ready' };
}
