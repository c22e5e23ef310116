import { useCallback, useEffect, useState } from 'react';
import { MOBILE_READINESS_DELAY_MS, READINESS_RETRY_MS } from '../../../../domain/submission';
import { isMobileNow } from '../../../lib/is-mobile';
import { decodeToken } from '../../../lib/jwt';
import { useSession } from '../../../stores/session';
import { checkReadiness, type Readiness } from '../model/readiness';

export function readinessNow(token: string | null): Readiness {
  return checkReadiness({ token, decode: decodeToken, hasFormData: typeof FormData === 'function' });
}

/**
 * System readiness (docs/product.md §5): checking → ready, or error with a retry button and an automatic
 * retry every 3 s. Phones wait 200 ms more before the check.
 */
export function useReadiness(): { readiness: Readiness; retry(): void } {
  const token = useSession((s) => s.token);
  const [readiness, setReadiness] = useState<Readiness>({ state: 'checking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setReadiness(readinessNow(token)), isMobileNow() ? MOBILE_READINESS_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [token, round]);

  useEffect(() => {
    if (readiness.state !== 'error') return;
    const timer = setTimeout(() => setRound((r) => r + 1), READINESS_RETRY_MS);
    return () => clearTimeout(timer);
  }, [readiness]);

  const retry = useCallback(() => {
    setReadiness({ state: 'checking' });
    setRound((r) => r + 1);
  }, []);
  return { readiness, retry };
}
