// @vitest-environment node
// A pupil builds from the screen alone: every part has its value or type, every resistor its
// bands, every guide a schematic and its tools, and guide 15's circuit uses the CD4017 as it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tools as cheatSheetTools } from './cheat-sheet';
import { GUIDE_TOOLS } from './guide-tools';
import { guideById, guides } from './guides';
import { formatOhms } from './resistor-code';

const svgOf = (src: string) => readFileSync(join(process.cwd(), 'public', src), 'utf8');
const ohmsOf = (ohms: number | readonly number[] | undefined) => (ohms === undefined ? [] : typeof ohms === 'number' ? [ohms] : ohms);

describe('buildable guides', () => {
  it('gives every part a value or type', () => {
    for (const g of guides) {
      for (const part of g.parts) expect(part.value.trim().length, `guide ${g.id}: ${part.name}`).toBeGreaterThan(2);
    }
  });

  it('gives every resistor its resistance, as written in its value', () => {
    for (const g of guides) {
      for (const part of g.parts) {
        if (!/^Резистор/.test(part.name)) continue;
        const values = ohmsOf(part.ohms);
        expect(values.length, `guide ${g.id}: ${part.name} ${part.value}`).toBeGreaterThan(0);
        for (const ohms of values) expect(part.value, `guide ${g.id}`).toContain(formatOhms(ohms));
      }
    }
  });

  it('has a schematic in every guide, drawn with the designators of the parts list', () => {
    for (const g of guides) {
      const schematic = g.steps.find((s) => /^Схема[ :]/.test(s.image.alt));
      expect(schematic, `guide ${g.id} has a step whose picture is a schematic`).toBeDefined();
      const svg = svgOf(schematic?.image.src ?? '');
      expect(svg, `guide ${g.id}: the battery is on the schematic`).toMatch(/>GB1</);
      for (const part of g.parts) {
        const first = part.ref?.split(/[,–\s]/)[0];
        if (first && /^[A-Z]+\d+$/.test(first) && first !== 'WA1') expect(svg, `guide ${g.id}: ${first} on the schematic`).toContain(`>${first}`);
      }
    }
  });

  it('lists tools, with the soldering iron and the glue gun where the steps use them', () => {
    const onCheatSheet = new Set(cheatSheetTools.map((t) => t.id));
    for (const g of guides) {
      expect(g.tools.length, `guide ${g.id}`).toBeGreaterThan(0);
      for (const id of g.tools) if (GUIDE_TOOLS[id].onCheatSheet) expect(onCheatSheet.has(id), `${id} is on the cheat-sheet`).toBe(true);
      const text = g.steps.map((s) => s.paragraph).join(' ');
      if (/[Пп]аяй|[Пп]рипаяй|[Зз]апаяй|[Зз]алуди/.test(text)) expect(g.tools, `guide ${g.id} solders`).toContain('soldering-iron');
      if (/термоклей|[Пп]риклей.*термоклеем|пистолет/i.test(text)) expect(g.tools, `guide ${g.id} glues`).toContain('glue-gun');
    }
  });

  it('numbers the steps of every guide in order, ending with the photo', () => {
    for (const g of guides) {
      const nn = String(g.id).padStart(2, '0');
      g.steps.forEach((step, i) => expect(step.image.src).toBe(`/content/guides/${nn}/step-${String(i + 1).padStart(2, '0')}.svg`));
    }
  });
});

describe('guide 15: the circuit', () => {
  const g = guideById(15);
  const schematic = g?.steps.find((s) => s.heading === 'Схема');
  const svg = svgOf(schematic?.image.src ?? '');

  it('drives HL1–HL10 from Q0–Q9 on the CD4017 pins 3, 2, 4, 7, 10, 1, 5, 6, 9, 11', () => {
    expect(schematic?.paragraph).toContain('ножки 3, 2, 4, 7, 10, 1, 5, 6, 9, 11');
    // the schematic prints Q0…Q9 with these pin numbers, in this order, left to right
    const qs = [...svg.matchAll(/>Q(\d)</g)].map((m) => Number(m[1]));
    expect(qs).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const label of ['CLK', 'CE', 'R', 'VDD', 'VSS']) expect(svg).toContain(`>${label}<`);
    for (const pin of [14, 13, 15, 16, 8]) expect(svg).toContain(`>${pin}<`);
  });

  it('runs from one 3 V coin cell, inside the CD4017 supply range of 3–18 V', () => {
    expect(g?.parts.find((p) => p.name === 'Батарейка-таблетка 3 В')?.value).toBe('CR2032');
    expect(g?.parts.find((p) => p.name === 'Микросхема')?.value).toMatch(/CD4017B|К561ИЕ8/);
    expect(schematic?.paragraph).toContain('от 3 до 18 В');
  });

  it('uses only LED colours that light from 3 V through a CMOS output', () => {
    const leds = g?.parts.find((p) => p.name === 'Разноцветные светодиоды');
    expect(leds?.quantity).toBe('10 шт.');
    expect(leds?.value).toMatch(/синие и белые не подойдут/);
  });
});
