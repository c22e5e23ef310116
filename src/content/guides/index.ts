import type { Guide } from '../types';
import { guide01 } from './guide-01';
import { guide02 } from './guide-02';
import { guide03 } from './guide-03';
import { guide04 } from './guide-04';
import { guide05 } from './guide-05';
import { guide06 } from './guide-06';
import { guide07 } from './guide-07';
import { guide08 } from './guide-08';
import { guide09 } from './guide-09';
import { guide10 } from './guide-10';
import { guide11 } from './guide-11';
import { guide12 } from './guide-12';
import { guide13 } from './guide-13';
import { guide14 } from './guide-14';
import { guide15 } from './guide-15';

/** Step-by-step project guides, ordered by id (1..15). */
export const guides: readonly Guide[] = [
  guide01, guide02, guide03, guide04, guide05, guide06, guide07, guide08,
  guide09, guide10, guide11, guide12, guide13, guide14, guide15,
];

export function guideById(id: number): Guide | undefined {
  return guides.find((g) => g.id === id);
}
