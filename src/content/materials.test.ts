// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guideById } from './guides';
import { books, multimeterSteps, ohmExamples, practiceResistors } from './materials';
import { formatOhms, resistorBands } from './resistor-code';

const guideText = (id: number) => {
  const guide = guideById(id);
  return guide ? [guide.intro, ...guide.parts.map((p) => `${p.name} ${p.value}`), ...guide.steps.map((s) => s.paragraph)].join('\n') : '';
};

describe('the materials page', () => {
  it('lists books with a title, author, first year and why', () => {
    expect(books.length).toBeGreaterThanOrEqual(3);
    for (const book of books) {
      expect(book.title.trim()).not.toBe('');
      expect(book.author.trim()).not.toBe('');
      expect(book.year).toBeGreaterThan(1900);
      expect(book.year).toBeLessThanOrEqual(2026);
      expect(book.why.length, book.title).toBeGreaterThan(40);
    }
    expect(books.map((b) => b.title)).toContain('Занимательная электроника');
    expect(books.map((b) => b.title)).toContain('Электроника для начинающих');
  });

  it("computes Ohm's law with the guides' own numbers, right to a milliampere", () => {
    for (const example of ohmExamples) {
      const current = ((example.supply - example.led) / example.ohms) * 1000;
      expect(Math.abs(current - example.milliamps), `guide ${example.guide}`).toBeLessThanOrEqual(1);
      const text = guideText(example.guide);
      expect(text, `guide ${example.guide} names its resistor`).toContain(formatOhms(example.ohms));
      expect(text, `guide ${example.guide} names its current`).toContain(`${example.milliamps} мА`);
    }
  });

  it('practises the colour code only on resistors that have one', () => {
    for (const ohms of practiceResistors) expect(() => resistorBands(ohms)).not.toThrow();
  });

  it('keeps the multimeter away from the wall socket and the current range', () => {
    const text = multimeterSteps.map((step) => step.text).join('\n');
    expect(text).toContain('розетку');
    expect(text).toMatch(/режим A/);
    expect(text).toContain('без питания');
  });
});
