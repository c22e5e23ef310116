import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that hides itself after `ms` (the banners' times in domain/constants.ts). Showing a new one restarts the clock. */
export function useTimedMessage(ms: number): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next) timer.current = setTimeout(() => setMessage(''), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
