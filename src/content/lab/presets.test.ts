import { describe, expect, it } from 'vitest';
import {
  BATTERIES,
  CIRCUIT_LIMITS,
  LEDS,
  LOADS,
  TRANSISTORS,
  partTerminals,
  pointKey,
  type CircuitDocument,
  type CircuitPart,
  type Point,
} from '../../../domain/circuit/document';
import { circuitBytes, parseCircuitDocument } from '../../../domain/circuit/validate';
import { guideById, guides } from '../guides';
import { lessonById, lessons } from '../lessons';
import type { Guide, Part } from '../types';
import { labPresetIdForGuide } from '../guide-lab-presets';
import { labPresetById, labPresetForGuide, labPresets } from './presets';

/** Guides whose circuit the lab cannot run (docs/decisions/0238-lab-presets-of-the-guides.md). */
const NOT_RUNNABLE = [8, 9, 11, 12, 13, 15];
/** Lessons about a circuit: each has a practice preset. */
const CIRCUIT_LESSONS = [1, 2, 3, 8, 9, 10, 11, 12];

/** Whether a guide's ref ('R1, R4', 'HL1–HL56', 'вместо R2, R3') names a part id. */
function refNames(ref: string | undefined, id: string): boolean {
  if (!ref) return false;
  for (const name of ref.split(/[,\s]+/)) {
    if (name === id) return true;
    const range = /^([A-Z]+)(\d+)–\1?(\d+)$/.exec(name);
    const own = /^([A-Z]+)(\d+)$/.exec(id);
    if (range && own && range[1] === own[1] && Number(own[2]) >= Number(range[2]) && Number(own[2]) <= Number(range[3])) return true;
  }
  return false;
}

const partsNaming = (guide: Guide, id: string): Part[] => guide.parts.filter((part) => refNames(part.ref, id));
const ohmsOf = (part: Part): number[] => (part.ohms === undefined ? [] : typeof part.ohms === 'number' ? [part.ohms] : [...part.ohms]);
const guideText = (guide: Guide) => guide.steps.map((step) => `${step.heading} ${step.paragraph} ${step.image.alt}`).join(' ');

/** Straight parts as segments: every part but a transistor. */
function segment(part: CircuitPart): [Point, Point] | undefined {
  if (part.kind === 'npn') return undefined;
  const [a, b] = partTerminals(part);
  return [a!, b!];
}

/** Whether point p lies strictly inside segment [a, b] (not at its ends). */
function inside(p: Point, [a, b]: [Point, Point]): boolean {
  const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  if (cross !== 0) return false;
  const dot = (p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y);
  const length = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
  return dot > 0 && dot < length;
}

/** Two segments on one line sharing more than a point. */
function overlap(s: [Point, Point], t: [Point, Point]): boolean {
  return inside(t[0], s) || inside(t[1], s) || inside(s[0], t) || inside(s[1], t) || (pointKey(s[0]) === pointKey(t[0]) && pointKey(s[1]) === pointKey(t[1])) || (pointKey(s[0]) === pointKey(t[1]) && pointKey(s[1]) === pointKey(t[0]));
}

function bounds(circuit: CircuitDocument) {
  const points = circuit.parts.flatMap(partTerminals);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** The circuit's nets: a point's net name (wires join their ends, equal points are joined). */
function nets(circuit: CircuitDocument): (point: Point) => string {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    const up = parent.get(key) ?? key;
    if (up === key) return key;
    const root = find(up);
    parent.set(key, root);
    return root;
  };
  for (const part of circuit.parts.filter((p) => p.kind === 'wire')) {
    const [a, b] = partTerminals(part).map(pointKey);
    parent.set(find(a!), find(b!));
  }
  return (point) => find(pointKey(point));
}

describe('lab presets', () => {
  it('have unique ids and are found by id and by guide', () => {
    const ids = labPresets.map((preset) => preset.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const preset of labPresets) expect(labPresetById(preset.id)).toBe(preset);
    expect(labPresetById('no-such-preset')).toBeUndefined();
    expect(labPresetForGuide(10)?.id).toBe('guide-10');
    expect(labPresetForGuide(11)).toBeUndefined();
  });

  it('include «Светодиод и резистор»: a «Крона», 470 Ом and a red LED in one ring', () => {
    const preset = labPresetById('led-resistor');
    expect(preset?.title).toBe('Светодиод и резистор');
    const parts = preset!.circuit.parts.filter((part) => part.kind !== 'wire');
    expect(parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'GB1', kind: 'battery', battery: 'krona' }),
        expect.objectContaining({ id: 'R1', kind: 'resistor', ohms: 470 }),
        expect.objectContaining({ id: 'HL1', kind: 'led', color: 'red' }),
      ]),
    );
    expect(parts).toHaveLength(3);
  });

  it('cover every guide the lab can run, and only those', () => {
    for (const guide of guides) {
      if (NOT_RUNNABLE.includes(guide.id)) expect(labPresetForGuide(guide.id), `guide ${guide.id}`).toBeUndefined();
      else expect(labPresetForGuide(guide.id), `guide ${guide.id}`).toBeDefined();
    }
  });

  it('are the ones the guide pages link to (their own list, without the circuits)', () => {
    for (const guide of guides) expect(labPresetIdForGuide(guide.id), `guide ${guide.id}`).toBe(labPresetForGuide(guide.id)?.id);
    expect(labPresetIdForGuide(0)).toBeUndefined();
  });

  it('give each circuit lesson its practice circuit', () => {
    for (const lessonId of CIRCUIT_LESSONS) {
      expect(lessonById(lessonId), `lesson ${lessonId}`).toBeDefined();
      expect(labPresets.some((preset) => preset.lessonId === lessonId), `lesson ${lessonId}`).toBe(true);
    }
  });

  it('start every lesson’s practice from a preset of that lesson', () => {
    const practices = lessons.flatMap((lesson) => (lesson.practice ?? []).map((practice) => ({ lesson, practice })));
    expect(practices.map(({ lesson }) => lesson.id)).toEqual(expect.arrayContaining([2, 3, 10]));
    for (const { lesson, practice } of practices) {
      expect(practice.id).toMatch(/^p[1-9]$/);
      expect(labPresetById(practice.presetId)?.lessonId, `${lesson.id}/${practice.id}`).toBe(lesson.id);
      expect(practice.task, practice.id).toMatch(/^[А-ЯЁ].*[.!]$/u);
    }
  });

  it('have a title and one Russian sentence for a child', () => {
    for (const preset of labPresets) {
      expect(preset.title.length).toBeGreaterThan(0);
      expect(preset.circuit.title).toBe(preset.title);
      expect(preset.description, preset.id).toMatch(/^[А-ЯЁ][^.!?]*[\p{L}0-9»%][.!]$/u);
      for (const id of preset.measure ?? []) expect(preset.circuit.parts.some((part) => part.id === id), `${preset.id}: ${id}`).toBe(true);
    }
  });

  describe.each(labPresets.map((preset) => [preset.id, preset] as const))('%s', (_id, preset) => {
    const { circuit } = preset;

    it('passes the lab’s own check unchanged and keeps within its limits', () => {
      const parsed = parseCircuitDocument(circuit);
      expect(parsed).toEqual({ ok: true, circuit });
      expect(circuitBytes(circuit)).toBeLessThan(CIRCUIT_LIMITS.maxBytes);
      expect(circuit.parts.length).toBeLessThanOrEqual(CIRCUIT_LIMITS.maxParts);
      const ids = circuit.parts.map((part) => part.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('joins every terminal of every part to another part', () => {
      const owners = new Map<string, Set<string>>();
      for (const part of circuit.parts) {
        for (const point of partTerminals(part)) owners.set(pointKey(point), (owners.get(pointKey(point)) ?? new Set()).add(part.id));
      }
      for (const part of circuit.parts) {
        for (const point of partTerminals(part)) {
          expect([...owners.get(pointKey(point))!].filter((id) => id !== part.id), `${part.id} at ${pointKey(point)}`).not.toEqual([]);
        }
      }
    });

    it('has no part on top of another and no terminal in the middle of a part', () => {
      const straight = circuit.parts.flatMap((part) => {
        const s = segment(part);
        return s ? [{ id: part.id, s }] : [];
      });
      for (const [i, one] of straight.entries()) {
        for (const other of straight.slice(i + 1)) expect(overlap(one.s, other.s), `${one.id} and ${other.id}`).toBe(false);
      }
      for (const part of circuit.parts) {
        for (const point of partTerminals(part)) {
          for (const other of straight) {
            if (other.id !== part.id) expect(inside(point, other.s), `${part.id} at ${pointKey(point)} inside ${other.id}`).toBe(false);
          }
        }
      }
      // A transistor's body (its terminals' box) is free of other parts' terminals.
      for (const part of circuit.parts.filter((p) => p.kind === 'npn')) {
        const [base, collector, emitter] = partTerminals(part);
        const box = { x0: Math.min(base!.x, collector!.x), x1: Math.max(base!.x, collector!.x), y0: Math.min(collector!.y, emitter!.y), y1: Math.max(collector!.y, emitter!.y) };
        for (const other of circuit.parts.filter((p) => p.id !== part.id)) {
          for (const point of partTerminals(other)) {
            const strictlyIn = point.x > box.x0 && point.x < box.x1 && point.y > box.y0 && point.y < box.y1;
            expect(strictlyIn, `${other.id} inside ${part.id}`).toBe(false);
          }
        }
      }
    });

    it('fits a phone: about 24 × 16 steps, off the field’s edge', () => {
      const box = bounds(circuit);
      expect(box.width).toBeLessThanOrEqual(24);
      expect(box.height).toBeLessThanOrEqual(16);
      expect(box.minX).toBeGreaterThanOrEqual(1);
      expect(box.minY).toBeGreaterThanOrEqual(1);
    });

    it('draws the battery with its plus on top and names parts as on a scheme', () => {
      const batteries = circuit.parts.filter((part) => part.kind === 'battery');
      expect(batteries.map((part) => part.id)).toEqual(['GB1']);
      const [plus, minus] = partTerminals(batteries[0]!);
      expect(plus!.y).toBeLessThan(minus!.y);
      for (const part of circuit.parts) {
        const prefix = { battery: 'GB', resistor: 'R', led: 'HL', switch: '(SA|SF|X)', button: '(SB|X)', capacitor: 'C', npn: 'VT', buzzer: 'HA', motor: 'M', wire: 'w' }[part.kind];
        expect(part.id, part.kind).toMatch(new RegExp(`^${prefix}\\d+$`));
      }
    });
  });

  describe.each(labPresets.filter((preset) => preset.guideId !== undefined).map((preset) => [preset.guideId!, preset] as const))(
    'guide %i',
    (guideId, preset) => {
      const guide = guideById(guideId)!;
      const parts = preset.circuit.parts.filter((part) => part.kind !== 'wire');

      it('names each part as the guide does', () => {
        for (const part of parts) {
          const named = partsNaming(guide, part.id).length > 0 || new RegExp(`\\b${part.id}\\b`).test(guideText(guide));
          expect(named, part.id).toBe(true);
        }
      });

      it('takes each part’s value from the guide’s parts list', () => {
        for (const part of parts) {
          const listed = partsNaming(guide, part.id);
          const text = listed.map((p) => `${p.name} ${p.value}`.toLowerCase()).join(' | ');
          switch (part.kind) {
            case 'resistor':
              expect(listed.flatMap(ohmsOf), part.id).toContain(part.ohms);
              break;
            case 'led':
              expect(text, part.id).toContain(LEDS[part.color].title.slice(0, 4));
              break;
            case 'battery': {
              const words = { cr2032: 'cr2032', aa2: 'на 2 батарейки аа', aa3: 'на 3 батарейки аа', krona: 'крона' }[part.battery];
              expect(text, `${part.id}: ${BATTERIES[part.battery].title}`).toContain(words);
              break;
            }
            case 'npn':
              expect(text, part.id).toContain(TRANSISTORS[part.model].title.toLowerCase());
              break;
            case 'buzzer':
            case 'motor':
              expect(text, part.id).toContain(LOADS[part.model].title.split(', ')[1]!.toLowerCase());
              break;
            case 'capacitor': {
              const microfarads = Math.round(part.farads * 1e6);
              expect(text, part.id).toContain(`${microfarads} мкф`);
              expect(part.electrolytic).toBe(text.includes('электролитическ'));
              break;
            }
            case 'switch':
            case 'button':
              // A contact (snake and ring, a trip wire) is on the scheme only; a listed one is a button or switch.
              if (listed.length > 0) expect(text, part.id).toMatch(/кнопк|геркон|выключател|перемычк|отсек/);
              break;
          }
        }
      });

      it('has every resistor and LED of the guide’s scheme', () => {
        const refs = guide.parts.flatMap((part) => (part.ref ?? '').split(/[,\s]+/).filter((name) => /^(R|HL|VT|C)\d+$/.test(name)));
        const ids = new Set(parts.map((part) => part.id));
        for (const ref of refs) {
          expect(ids.has(ref), ref).toBe(true);
        }
      });
    },
  );

  it('draw guide 10 as the guide builds it: R1 = R4 = 470 Ом, R2 = R3 = 68 кОм, C1 = C2 = 100 мкФ crosswise', () => {
    const circuit = labPresetForGuide(10)!.circuit;
    const byId = new Map(circuit.parts.map((part) => [part.id, part]));
    expect(byId.get('GB1')).toMatchObject({ battery: 'aa3' });
    for (const id of ['R1', 'R4']) expect(byId.get(id)).toMatchObject({ ohms: 470 });
    for (const id of ['R2', 'R3']) expect(byId.get(id)).toMatchObject({ ohms: 68_000 });
    for (const id of ['C1', 'C2']) expect(byId.get(id)).toMatchObject({ farads: 100e-6, electrolytic: true });
    for (const id of ['VT1', 'VT2']) expect(byId.get(id)).toMatchObject({ kind: 'npn', model: 'bc547' });
    expect(byId.get('HL1')).toMatchObject({ color: 'red' });
    expect(byId.get('HL2')).toMatchObject({ color: 'green' });

    const net = nets(circuit);
    const at = (id: string, terminal: number) => net(partTerminals(byId.get(id)!)[terminal]!);
    const [plus, minus] = [at('GB1', 0), at('GB1', 1)];
    // Terminals: two-terminal parts [a, b]; a transistor [base, collector, emitter].
    expect([at('R1', 0), at('R2', 0), at('R3', 0), at('R4', 0)]).toEqual([plus, plus, plus, plus]);
    expect([at('VT1', 2), at('VT2', 2)]).toEqual([minus, minus]);
    expect(at('HL1', 0)).toBe(at('R1', 1));
    expect(at('HL2', 0)).toBe(at('R4', 1));
    expect([at('HL1', 1), at('C1', 0)]).toEqual([at('VT1', 1), at('VT1', 1)]);
    expect([at('HL2', 1), at('C2', 0)]).toEqual([at('VT2', 1), at('VT2', 1)]);
    expect([at('R2', 1), at('C2', 1)]).toEqual([at('VT1', 0), at('VT1', 0)]);
    expect([at('R3', 1), at('C1', 1)]).toEqual([at('VT2', 0), at('VT2', 0)]);
    expect(new Set([plus, minus, at('VT1', 0), at('VT1', 1), at('VT2', 0), at('VT2', 1), at('HL1', 0), at('HL2', 0)]).size).toBe(8);
  });
});
