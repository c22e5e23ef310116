// Work a request starts but does not wait for (a letter sent after the answer has gone). The
// registry keeps each job until it ends, so a shutdown can let them all finish first.

/** Where a failed job is told: the request's log, so the line carries its request id. */
export interface JobLog {
  error(details: object, message: string): void;
}

/** Work to run after the answer; a failure is logged with `failure` (Russian, for the operator). */
export type Later = (work: () => Promise<unknown>, failure: string) => void;

export interface BackgroundJobs {
  /** Starts `work` in the next turn of the event loop (after the answer is on its way). */
  later(work: () => Promise<unknown>, log: JobLog, failure: string): void;
  /** How many jobs have not ended yet. */
  readonly running: number;
  /** Resolves when every job started so far, and any started while waiting, has ended. */
  settled(): Promise<void>;
}

export function createBackgroundJobs(): BackgroundJobs {
  const jobs = new Set<Promise<void>>();
  let scheduled = 0;
  return {
    later(work, log, failure) {
      scheduled += 1;
      setImmediate(() => {
        scheduled -= 1;
        const job: Promise<void> = Promise.resolve()
          .then(work)
          .then(
            () => undefined,
            (error: unknown) => log.error({ err: error }, failure),
          )
          .finally(() => jobs.delete(job));
        jobs.add(job);
      });
    },
    get running() {
      return jobs.size + scheduled;
    },
    async settled() {
      // A job scheduled in the same turn as this call starts in the next one: wait for it too.
      while (jobs.size + scheduled > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await Promise.allSettled([...jobs]);
      }
    },
  };
}
