// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safetyRules } from './cheat-sheet';
import { guides } from './guides';
import type { Guide } from './types';

const COIN_CELL = /таблетк|CR20\d\d|LR44/i;
const MAGNET = /магнит/i;

const partsText = (guide: Guide) => guide.parts.map((part) => `${part.name} ${part.value}`).join('\n');
/** The safety rules stand apart from the step's text, as its warning. */
const warnings = (guide: Guide) => guide.steps.map((step) => step.warning ?? '');
const solders = (guide: Guide) => guide.tools.includes('soldering-iron') || guide.parts.some((part) => part.name === 'Припой');

/** One paragraph says all of it: what is dangerous, who to keep it from, and to see a doctor at once. */
function swallowWarning(text: string, thing: RegExp): boolean {
  return thing.test(text) && /проглот/i.test(text) && /младшие братья и сёстры/i.test(text) && /немедленно/i.test(text) && /врач/i.test(text);
}

/** Wash hands, no eating at the bench, ventilate, and lead-free solder with its hotter tip. */
function solderingNote(text: string): boolean {
  return /вымой руки/i.test(text) && /не ешь/i.test(text) && /проветрива/i.test(text) && /без свинца/i.test(text) && /350 °C/.test(text);
}

describe('the guides keep children safe', () => {
  it('finds coin cells in guides 1, 4, 11 and 15 and a magnet in guide 5', () => {
    expect(guides.filter((g) => COIN_CELL.test(partsText(g))).map((g) => g.id)).toEqual([1, 4, 11, 15]);
    expect(guides.filter((g) => MAGNET.test(partsText(g))).map((g) => g.id)).toEqual([5]);
  });

  it('warns about swallowing in every guide with a coin cell', () => {
    for (const guide of guides.filter((g) => COIN_CELL.test(partsText(g)))) {
      expect(warnings(guide).some((w) => swallowWarning(w, /батарейк/i)), `guide ${guide.id}`).toBe(true);
    }
  });

  it('warns about swallowing in every guide with a magnet', () => {
    for (const guide of guides.filter((g) => MAGNET.test(partsText(g)))) {
      expect(warnings(guide).some((w) => swallowWarning(w, MAGNET)), `guide ${guide.id}`).toBe(true);
    }
  });

  it('tells every soldering guide to wash hands, not eat, ventilate, and offers lead-free solder', () => {
    const soldering = guides.filter(solders);
    expect(soldering.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15]);
    for (const guide of soldering) {
      expect(warnings(guide).some(solderingNote), `guide ${guide.id}`).toBe(true);
      expect(guide.parts.find((part) => part.name === 'Припой')?.value, `guide ${guide.id} solder`).toMatch(/без свинца/);
    }
  });

  it('gives the rule before the first soldering step ends, not after the build', () => {
    for (const guide of guides.filter(solders)) {
      const first = guide.steps.findIndex((step) => /300 °C/.test(step.paragraph));
      const note = guide.steps.findIndex((step) => solderingNote(step.warning ?? ''));
      expect(note, `guide ${guide.id}`).toBeGreaterThanOrEqual(0);
      expect(note, `guide ${guide.id}`).toBeLessThanOrEqual(first);
    }
  });

  it('puts the swallowing and soldering rules on the cheat-sheet', () => {
    const text = safetyRules.map((rule) => rule.text);
    expect(text.some((t) => swallowWarning(t, /батарейк/i))).toBe(true);
    expect(text.some((t) => swallowWarning(t, MAGNET))).toBe(true);
    expect(text.some(solderingNote)).toBe(true);
  });

  it('warns about the spinning wheel of guide 2 and drives it through a gearbox', () => {
    const wheel = guides.find((g) => g.id === 2);
    expect(wheel?.parts.find((part) => /моторчик/i.test(part.name))?.name).toMatch(/редуктор/);
    expect(wheel && warnings(wheel).some((w) => /крутится/.test(w) && /не трогай/.test(w) && /без редуктора/.test(w))).toBe(true);
  });
});
