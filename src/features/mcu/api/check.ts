import { useEffect, useState } from 'react';
import type { McuCheckResult } from '../../../../domain/mcu/api';
import { userIdOf } from '../../../lib/jwt';
import { forgetMcuCheck, readMcuCheck, sendMcuCheck, subscribeMcuChecks, type McuCheckOutcome } from '../../../lib/mcu-checks';
import { changedBy, useInvalidate, useMutation } from '../../../lib/query';
import { useSession } from '../../../stores/session';

// A programming task's check by the school's server, for the task's page
// (docs/decisions/0267-programs-wait-on-the-device-for-the-servers-check.md). The page has its own
// answer at once (domain/mcu/check.ts, offline too); this sends the program to the server, whose
// check is the one kept and paid. With no server the program waits on this device and goes out by
// itself (src/lib/mcu-checks.ts); its outcome is shown here when it comes, or the next time the page opens.

export const NOT_SIGNED_IN = 'Войди в школу, чтобы проверить программу';

export interface McuCheck {
  /** Sends the program to the server's check; resolves when it is answered or left waiting. */
  check(program: unknown): Promise<void>;
  /** The server's answer to the last program sent (this page, or waiting on the device before). */
  result: McuCheckResult | undefined;
  /** A program waits on this device for the server. */
  pending: boolean;
  /** A program is on its way to the server now. */
  sending: boolean;
  /** The server refused the program for good, in its words (a malformed program, the lesson not bought). */
  error: string | undefined;
}

type Shown = { result?: McuCheckResult; error?: string };

export function useMcuCheck(taskId: number): McuCheck {
  const ownerId = userIdOf(useSession((s) => s.token));
  const invalidate = useInvalidate();
  const [shown, setShown] = useState<Shown>({});
  const [pending, setPending] = useState(false);

  // What waits on this device for the task, read on opening and whenever the sync, another tab or
  // this page moves it: an outcome that came while the page was closed is shown once, then forgotten.
  useEffect(() => {
    if (ownerId === undefined) return undefined;
    let live = true;
    const pick = async () => {
      const record = await readMcuCheck(ownerId, taskId);
      if (!live) return;
      setPending(record?.state === 'waiting');
      if (!record || record.state === 'waiting') return;
      setShown(record.state === 'checked' ? { result: record.result } : { error: record.error?.message });
      await forgetMcuCheck(ownerId, taskId);
    };
    void pick();
    const stop = subscribeMcuChecks(() => void pick());
    return () => {
      live = false;
      stop();
    };
  }, [ownerId, taskId]);

  const send = useMutation<McuCheckOutcome, Error, unknown>({
    mutationFn: (program) => {
      if (ownerId === undefined) throw new Error(NOT_SIGNED_IN);
      return sendMcuCheck(ownerId, taskId, program);
    },
    onMutate: () => setShown({}),
    onSuccess(outcome) {
      setPending(outcome.kind === 'waiting');
      if (outcome.kind !== 'checked') return;
      setShown({ result: outcome.result });
      if (outcome.result.passed) void invalidate(changedBy.mcuCheck);
    },
    onError: (error) => setShown({ error: error.message }),
  });

  return {
    check: (program) => send.mutateAsync(program).then(
      () => undefined,
      () => undefined,
    ),
    result: shown.result,
    pending,
    sending: send.isPending,
    error: shown.error,
  };
}
