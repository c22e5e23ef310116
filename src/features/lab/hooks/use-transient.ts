import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CircuitDocument } from '../../../../domain/circuit/document';
import type { TransientRun } from '../../../../domain/circuit/results';
import { runTransient } from '../../../../domain/circuit/transient';

/** Circuit seconds one «Пуск» computes and plays in real time: guide 10 blinks three times, and the run costs ~0,15 s here (20 s cost 0,35 s, too long a freeze on a slow phone). */
export const RUN_SECONDS = 12;
/** Time between the samples the animation shows: finer than a screen's frame. */
const RUN_STEP = 0.01;

export interface TransientPlayback {
  run: TransientRun;
  /** The sample on screen now. */
  index: number;
}

/** The sample at or before `seconds`. */
function sampleAt(times: Float64Array, seconds: number): number {
  let low = 0;
  let high = times.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (times[middle]! <= seconds) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * «Пуск»: the circuit's run in time from the moment the battery is connected, played at the speed
 * of a clock; «Стоп», or any change of the circuit, ends it (a changed circuit is another circuit).
 */
export function useTransient(doc: CircuitDocument) {
  const [state, setState] = useState<{ doc: CircuitDocument; playback: TransientPlayback | null; finished: boolean } | null>(null);
  const frame = useRef(0);
  const current = useRef(doc);
  useLayoutEffect(() => {
    current.current = doc;
  }, [doc]);

  const stop = useCallback(() => {
    cancelAnimationFrame(frame.current);
    setState(null);
  }, []);

  const start = useCallback(() => {
    cancelAnimationFrame(frame.current);
    const run = runTransient(doc, { seconds: RUN_SECONDS, step: RUN_STEP });
    const began = performance.now();
    const tick = () => {
      if (current.current !== doc) return;
      const seconds = (performance.now() - began) / 1000;
      const last = run.times[run.times.length - 1] ?? 0;
      if (seconds >= last) {
        setState({ doc, playback: null, finished: true });
        return;
      }
      setState({ doc, playback: { run, index: sampleAt(run.times, seconds) }, finished: false });
      frame.current = requestAnimationFrame(tick);
    };
    setState({ doc, playback: { run, index: 0 }, finished: false });
    frame.current = requestAnimationFrame(tick);
  }, [doc]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const mine = state?.doc === doc ? state : null;
  return { playback: mine?.playback ?? null, finished: mine?.finished ?? false, start, stop };
}
