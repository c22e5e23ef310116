import { useLayoutEffect, useRef } from 'react';

/**
 * A notice fixed at the bottom of the screen keeps the page's focus out from under it (WCAG 2.4.11):
 * while it shows, the page's scroll padding at the bottom is its height, so a control reached with
 * Tab scrolls up above the notice instead of behind it; the page is as much longer at its foot, so
 * its last links (the footer's) can scroll up above the notice too.
 */
export function useRoomBelow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const root = document.documentElement;
    const fit = () => {
      const top = box.getBoundingClientRect().top;
      const room = `${Math.max(0, Math.ceil(window.innerHeight - top)) + 16}px`;
      root.style.scrollPaddingBottom = room;
      root.style.paddingBottom = room;
    };
    fit();
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : undefined;
    watch?.observe(box);
    window.addEventListener('resize', fit);
    return () => {
      watch?.disconnect();
      window.removeEventListener('resize', fit);
      root.style.scrollPaddingBottom = '';
      root.style.paddingBottom = '';
    };
  }, []);
  return ref;
}
