import type { Guide } from '../types';

// Each guide is its own chunk: a guide page fetches only its guide (the service worker precaches
// all of them for offline reading). `index.ts` keeps the full list for tests and tools.
const LOADERS: Record<number, () => Promise<Guide>> = {
  1: () => import('./guide-01').then((m) => m.guide01),
  2: () => import('./guide-02').then((m) => m.guide02),
  3: () => import('./guide-03').then((m) => m.guide03),
  4: () => import('./guide-04').then((m) => m.guide04),
  5: () => import('./guide-05').then((m) => m.guide05),
  6: () => import('./guide-06').then((m) => m.guide06),
  7: () => import('./guide-07').then((m) => m.guide07),
  8: () => import('./guide-08').then((m) => m.guide08),
  9: () => import('./guide-09').then((m) => m.guide09),
  10: () => import('./guide-10').then((m) => m.guide10),
  11: () => import('./guide-11').then((m) => m.guide11),
  12: () => import('./guide-12').then((m) => m.guide12),
  13: () => import('./guide-13').then((m) => m.guide13),
  14: () => import('./guide-14').then((m) => m.guide14),
  15: () => import('./guide-15').then((m) => m.guide15),
};

/** The guide with this id (1–15), or undefined for any other id. */
export async function loadGuide(id: number): Promise<Guide | undefined> {
  return LOADERS[id]?.();
}
