import { useEffect, useState } from 'react';

export type FirmwareName = 'sand-clock' | 'radio';

/** Where the page loads an image from and a club leader downloads it (public/firmware/). */
export const firmwareUrl = (name: FirmwareName) => `/firmware/${name}.hex`;

export type HexState = { status: 'loading' } | { status: 'ready'; hex: string } | { status: 'error' };

/** The firmware's Intel HEX text: a static file beside the app, precached for offline use. */
export function useFirmwareHex(name: FirmwareName): HexState {
  const [state, setState] = useState<HexState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(firmwareUrl(name), { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((hex) => setState({ status: 'ready', hex }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [name]);
  return state;
}

/** Longest stretch of the chip's time one frame runs: after a stall the chip does not race to catch up. */
const MAX_FRAME_MS = 50;

/**
 * Runs `sim` in real time, a frame's worth of the chip's time each animation frame, and answers
 * what `read` makes of it; re-renders only when `key` of that changes (pass functions that do not
 * change between renders). Stops while the tab is hidden: the chip's time stands still too.
 */
export function useRealTime<S extends { runFor(ms: number): void }, V>(sim: S | null, read: (sim: S) => V, key: (view: V) => string): V | null {
  const [view, setView] = useState<V | null>(null);
  useEffect(() => {
    if (!sim) return;
    let frame = 0;
    let last: number | null = null;
    let shown = '';
    const show = () => {
      const next = read(sim);
      const nextKey = key(next);
      if (nextKey !== shown) {
        shown = nextKey;
        setView(next);
      }
    };
    const tick = (now: number) => {
      if (last !== null) sim.runFor(Math.min(MAX_FRAME_MS, now - last));
      last = now;
      show();
      frame = requestAnimationFrame(tick);
    };
    const onVisibility = () => {
      cancelAnimationFrame(frame);
      last = null;
      if (!document.hidden) frame = requestAnimationFrame(tick);
    };
    show();
    frame = requestAnimationFrame(tick);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [sim, read, key]);
  return view;
}
