import { useCallback, useEffect, useRef, useState } from 'react';
import { secondsText } from '../../../../domain/plural';

/** How many times a form tries again by itself after «Сервер сейчас занят» before it shows the message. */
export const BUSY_RETRIES = 5;

/** What the form says while it waits: «Сервер сейчас занят. Попробуем снова через 2 секунды». */
export function busyNotice(seconds: number): string {
  return `Сервер сейчас занят. Попробуем снова через ${secondsText(seconds)}`;
}

/**
 * A countdown a form waits on before it tries again: `wait(seconds)` shows the notice, updates it
 * every second and resolves true when the time is up, or false when `cancel()` ran first (the
 * child edited the form, or the form went away).
 */
export function useBusyWait() {
  const [notice, setNotice] = useState('');
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; done(go: boolean): void } | undefined>(undefined);

  const cancel = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    pending.current = undefined;
    clearTimeout(current.timer);
    setNotice('');
    current.done(false);
  }, []);

  const wait = useCallback(
    (seconds: number) =>
      new Promise<boolean>((resolve) => {
        cancel();
        const tick = (left: number) => {
          if (left <= 0) {
            pending.current = undefined;
            setNotice('');
            resolve(true);
            return;
          }
          setNotice(busyNotice(left));
          pending.current = { timer: setTimeout(() => tick(left - 1), 1000), done: resolve };
        };
        tick(Math.max(1, Math.ceil(seconds)));
      }),
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return { notice, wait, cancel };
}
