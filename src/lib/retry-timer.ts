/** Retry waits: the first, then twice as long each time, up to the last. */
export interface RetryWaits {
  first: number;
  max: number;
}

export interface RetryTimer {
  /** Try now, and start the waits again from the first (app start, `online`, the page shown). */
  now(): void;
  /** Something was just left waiting: try after the first wait, unless a try is already planned. */
  soon(): void;
  stop(): void;
}

/**
 * Tries `attempt` while it says something still waits, whatever `navigator.onLine` says: when the
 * Wi-Fi is up but the school's server is not, no `online` event ever comes (WebKit and Firefox
 * have no Background Sync either). Each wait is cut by up to a fifth at random, so a class of
 * devices that lost the server together do not all knock at the same moment when it returns.
 */
export function createRetryTimer(attempt: () => Promise<boolean>, waits: RetryWaits, random: () => number = Math.random): RetryTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = waits.first;
  let stopped = false;

  const plan = () => {
    timer = setTimeout(() => void run(), Math.round(wait * (1 - random() / 5)));
    wait = Math.min(wait * 2, waits.max);
  };
  const run = async () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    const waiting = await attempt().catch(() => true);
    if (stopped || timer !== undefined) return;
    if (waiting) plan();
    else wait = waits.first;
  };

  return {
    now() {
      wait = waits.first;
      void run();
    },
    soon() {
      if (timer !== undefined || stopped) return;
      wait = waits.first;
      plan();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
