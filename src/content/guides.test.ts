// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projects, projectById } from './projects';
import { guides, guideById } from './guides';
import type { Picture } from './types';

const root = process.cwd();

const REWARDS = [3, 5, 6, 8, 10, 10, 8, 10, 10, 12, 14, 16, 12, 14, 12];
const GUIDE_15_PARTS = [
  'Картон',
  'Резисторы',
  'Микрофон',
  'Транзистор',
  'Электролитические конденсаторы',
  'Микросхема',
  'Разноцветные светодиоды',
  'Держатель для батарейки-таблетки',
  'Выключатель',
  'Батарейка-таблетка 3 В',
  'Готовая печатная плата',
  'Провода',
  'Припой',
  'Термоклей',
];

function expectPictureOnDisk(picture: Picture): void {
  expect(picture.alt.trim().length).toBeGreaterThan(0);
  expect(picture.src.startsWith('/content/')).toBe(true);
  const file = join(root, 'public', picture.src);
  expect(existsSync(file), `${picture.src} exists`).toBe(true);
  const size = statSync(file).size;
  expect(size).toBeGreaterThan(0);
  expect(size, `${picture.src} is under 100 KB`).toBeLessThan(100 * 1024);
}

function allText(id: number): string {
  const g = guideById(id);
  if (!g) return '';
  return [g.title, g.intro, ...g.parts.map((p) => `${p.name} ${p.quantity}`), ...g.steps.map((s) => `${s.heading} ${s.paragraph}`)].join('\n');
}

describe('projects', () => {
  it('has 15 projects with ids 1..15 in order', () => {
    expect(projects).toHaveLength(15);
    expect(projects.map((p) => p.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('has the rewards from the contract', () => {
    expect(projects.map((p) => p.reward)).toEqual(REWARDS);
  });

  it('has titles, descriptions and card pictures on disk', () => {
    for (const p of projects) {
      expect(p.title.trim()).not.toBe('');
      expect(p.description.trim()).not.toBe('');
      expectPictureOnDisk(p.picture);
    }
  });

  it('finds a project by id', () => {
    expect(projectById(7)?.reward).toBe(8);
    expect(projectById(0)).toBeUndefined();
    expect(projectById(16)).toBeUndefined();
  });
});

describe('guides', () => {
  it('has 15 guides with ids 1..15 in order', () => {
    expect(guides).toHaveLength(15);
    expect(guides.map((g) => g.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(guideById(15)?.id).toBe(15);
    expect(guideById(99)).toBeUndefined();
  });

  it('has no empty title, intro, part or step text', () => {
    for (const g of guides) {
      expect(g.title.trim(), `guide ${g.id} title`).not.toBe('');
      expect(g.intro.trim(), `guide ${g.id} intro`).not.toBe('');
      expect(g.parts.length).toBeGreaterThan(0);
      for (const part of g.parts) {
        expect(part.name.trim(), `guide ${g.id} part name`).not.toBe('');
        expect(part.quantity.trim(), `guide ${g.id} part quantity`).not.toBe('');
      }
      expect(g.steps.length).toBeGreaterThanOrEqual(6);
      for (const step of g.steps) {
        expect(step.heading.trim(), `guide ${g.id} heading`).not.toBe('');
        expect(step.paragraph.trim(), `guide ${g.id} paragraph`).not.toBe('');
      }
    }
  });

  it('has every step picture on disk with a meaningful alt', () => {
    for (const g of guides) {
      const nn = String(g.id).padStart(2, '0');
      g.steps.forEach((step, i) => {
        expect(step.image.src).toBe(`/content/guides/${nn}/step-${String(i + 1).padStart(2, '0')}.svg`);
        expectPictureOnDisk(step.image);
      });
    }
  });

  it('ends every guide with the photo note for the teacher', () => {
    for (const g of guides) {
      const last = g.steps.at(-1);
      expect(last, `guide ${g.id} has steps`).toBeDefined();
      const text = `${last?.heading ?? ''} ${last?.paragraph ?? ''}`.toLowerCase();
      expect(text, `guide ${g.id}`).toMatch(/сфотографируй|фото/);
      expect(text, `guide ${g.id}`).toContain('преподавател');
      expect(text, `guide ${g.id}`).toContain('алмаз');
      expect(text, `guide ${g.id}`).toContain('рейтинг');
      expect(text, `guide ${g.id}`).toContain('комментарий внизу страницы');
    }
  });

  it('tells the pupil to ask the teacher in every guide', () => {
    for (const g of guides) {
      expect(allText(g.id), `guide ${g.id}`).toContain('спроси преподавателя');
    }
  });

  it('lists exactly the parts of guide 15', () => {
    const g = guideById(15);
    expect(g?.parts.map((p) => p.name)).toEqual(GUIDE_15_PARTS);
    const qty = new Map(g?.parts.map((p) => [p.name, p.quantity]));
    expect(qty.get('Резисторы')).toBe('4 шт.');
    expect(qty.get('Электролитические конденсаторы')).toBe('2 шт.');
    expect(qty.get('Разноцветные светодиоды')).toBe('10 шт.');
  });

  it('puts the contract figures into the guides', () => {
    const g1 = allText(1);
    expect(g1).toContain('7–8 см');
    expect(g1).toContain('5 мм');
    expect(g1).toContain('3 В');
    expect(g1).toContain('3 провода');
    expect(allText(2)).toContain('7 квадратов 8×8 см');
    expect(allText(5)).toContain('10 кОм');
    expect(allText(5)).toContain('3 см');
    expect(allText(4)).toContain('200');
    expect(allText(8)).toContain('5 кОм');
    expect(allText(8)).toContain('1 мкФ');
    expect(allText(9)).toContain('12×1,5 см');
    expect(allText(9)).toContain('5 В');
    const g10 = allText(10);
    for (const s of ['2 шт.', '100 мкФ', '68 кОм', '1 с', '≈ 3,6 с']) expect(g10).toContain(s);
    expect(g10).not.toContain('4–5 секунд');
    expect(allText(11)).toContain('56');
    expect(allText(11)).toContain('3 батарейки-таблетки');
    expect(allText(12)).toContain('6 кнопок');
    expect(allText(14)).toContain('6 боковинок шириной 6,5 см');
    expect(allText(14)).toContain('8 перемычек в 4 местах');
  });
});

/** The text of a guide's steps, each step on its own line. */
const stepsText = (id: number) => (guideById(id)?.steps ?? []).map((s) => s.paragraph).join('\n');
/** The schematic picture of a guide (the step whose alt starts with «Схема»). */
function schematicSvg(id: number): string {
  const step = guideById(id)?.steps.find((s) => s.image.alt.startsWith('Схема'));
  return step ? readFileSync(join(root, 'public', step.image.src), 'utf8') : '';
}

describe('the fixes of the electronics review', () => {
  it('wires guide 1 as the cheat-sheet teaches: red from plus, black to minus', () => {
    const text = stepsText(1);
    expect(text).toMatch(/Красный провод припаяй к выводу «\+»/);
    expect(text).toMatch(/Чёрный провод припаяй[^.]*к выводу «−»/);
    expect(text).not.toMatch(/[Чч]ёрн\S* провод[^.]*«\+»/);
    expect(text).not.toMatch(/[Кк]расн\S* провод[^.]*«−»/);
  });

  it('tells in guide 4 that one coin cell runs the motor weakly for about an hour', () => {
    const text = stepsText(4);
    expect(text).toMatch(/примерно на час/);
    expect(text).toMatch(/не в полную силу/);
  });

  it("draws the radio module's own VCC and GND on guide 12's schematic, beside the chips'", () => {
    const svg = schematicSvg(12);
    const count = (pin: string) => svg.split(`>${pin}<`).length - 1;
    // U1 and A1 have VCC; U1, A1 and U2's two pins have GND
    expect(count('VCC')).toBe(2);
    expect(count('GND')).toBe(4);
    expect(guideById(12)?.steps.find((s) => s.image.alt.startsWith('Схема'))?.image.alt).toContain('A1 RDA5807M, его выводы VCC и GND');
  });
});
