// @vitest-environment node
// The kits' printed boards connect what the guides' schematics connect (decision 0151). The nets
// below are read off the schematics of guides 11, 12, 13 and 15 (scripts/content/guides-art),
// written out again here on purpose; the copper is re-traced from the routed geometry alone:
// every net is one piece of copper, no two nets touch, and copper keeps 0.3 mm apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardSpecs } from '../../scripts/content/pcb-boards.mjs';
import { routeBoard } from '../../scripts/content/pcb-build.mjs';
import { padsOf } from '../../scripts/content/pcb-parts.mjs';
import { TRACK } from '../../scripts/content/pcb-router.mjs';
import { printedBoards } from './pcbs';

type Pad = { part: string; pin: string; x: number; y: number; d: number; net: string };
type Segment = { x1: number; y1: number; x2: number; y2: number; net: string };
type Routed = { pads: Pad[]; tracks: Segment[]; topTracks: Segment[]; links: Segment[] };
type Spec = { guide: number; parts: { ref: string; kind: string; x: number; y: number; nets: Record<string, string> }[] };

const specs = boardSpecs() as unknown as Spec[];
const padsOfPart = padsOf as unknown as (part: Spec['parts'][number]) => Pad[];
const route = routeBoard as unknown as (spec: Spec) => Routed;

const range = (prefix: string, from: number, to: number, pin: string) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}.${pin}`);

/** The schematics' nets, as «part.pin» lists. */
const SCHEMATIC: Record<number, Record<string, string[]>> = {
  11: {
    BAT: ['GB1.1', 'SA1.1'],
    VCC: ['SA1.2', 'U1.1', 'C1.+'],
    GND: ['GB1.2', 'U1.14', 'C1.−', 'S1.2'],
    PB0: ['U1.2', 'S1.1'],
    ...Object.fromEntries([13, 12, 11, 10, 9, 8, 7, 6].map((pin, k) => [`PA${k}`, [`U1.${pin}`, `R${k + 1}.1`]])),
  },
  12: {
    VCC: ['BAT.1', 'U1.1', 'U2.1', 'A1.VCC', 'C2.+', 'C3.+', 'R1.2', 'R2.2', 'R3.2'],
    GND: ['BAT.2', 'U1.14', 'U2.3', 'U2.6', 'A1.GND', 'C2.−', 'C3.−', 'R6.2', ...range('S', 1, 6, '4')],
    RST: ['U1.4', 'R1.1', 'S6.1'],
    K1: ['U1.13', 'S1.1'],
    K2: ['U1.12', 'S2.1'],
    K3: ['U1.11', 'S3.1'],
    K4: ['U1.10', 'S4.1'],
    K5: ['U1.6', 'S5.1'],
    SDA: ['U1.7', 'A1.SDA', 'R2.1'],
    SCL: ['U1.9', 'A1.SCL', 'R3.1'],
    ANT: ['A1.ANT', 'ANT.1'],
    AL: ['A1.L', 'R4.1'],
    AR: ['A1.R', 'R5.1'],
    MIX: ['R4.2', 'R5.2', 'R6.1', 'C1.+'],
    AIN: ['C1.−', 'U2.2'],
    OUTP: ['U2.5', 'SPK.1'],
    OUTN: ['U2.8', 'SPK.2'],
  },
  13: {
    VCC: ['BAT.1', 'DA1.6', 'C4.+'],
    GND: ['BAT.2', 'DA1.4', 'DA1.2', 'C4.−', 'R1.3', 'IN.2', 'SPK.2', 'C2.2'],
    IN: ['IN.1', 'R1.1'],
    // the volume knob's middle wire goes to the amplifier's input
    WIPER: ['R1.2', 'DA1.3'],
    G1: ['DA1.1', 'C1.+'],
    G8: ['DA1.8', 'C1.−'],
    OUT: ['DA1.5', 'C3.+', 'R2.1'],
    ZOB: ['R2.2', 'C2.1'],
    SPKP: ['C3.−', 'SPK.1'],
  },
  15: {
    BAT: ['GB1.+', 'SA1.1'],
    V3: ['SA1.2', 'R4.1', 'DD1.16'],
    VF: ['R4.2', 'C2.+', 'R1.1', 'R3.1'],
    MIC: ['R1.2', 'BM1.+', 'C1.+'],
    BASE: ['C1.−', 'VT1.B', 'R2.1'],
    COLL: ['VT1.C', 'R2.2', 'R3.2', 'DD1.14'],
    GND: ['GB1.−', 'C2.−', 'BM1.−', 'VT1.E', 'DD1.8', 'DD1.13', 'DD1.15', ...range('HL', 1, 10, 'K')],
    ...Object.fromEntries([3, 2, 4, 7, 10, 1, 5, 6, 9, 11].map((pin, k) => [`Q${k}`, [`DD1.${pin}`, `HL${k + 1}.A`]])),
  },
};

/** The pins the schematics leave free. */
const FREE: Record<number, string[]> = {
  11: ['U1.3', 'U1.4', 'U1.5', 'SA1.3'],
  12: ['U1.2', 'U1.3', 'U1.5', 'U1.8', 'U2.4', 'U2.7', ...range('S', 1, 6, '2'), ...range('S', 1, 6, '3')],
  13: ['DA1.7'],
  15: ['DD1.12'],
};

/** The sand clock's LEDs as the firmware drives them: [anode line, cathode line] per LED. */
function firmwareLeds(): [number, number][] {
  const source = readFileSync(join(process.cwd(), 'firmware/11-sand-clock/leds.h'), 'utf8');
  const table = source.slice(source.indexOf('LED_LINES'), source.indexOf('};'));
  return [...table.matchAll(/0x([0-9a-f])([0-9a-f])/g)].map((m) => [parseInt(m[1] ?? '', 16), parseInt(m[2] ?? '', 16)]);
}

/** Shortest distance between two segments (points are segments of length 0). */
function segmentDistance(a: Segment, b: Segment): number {
  const point = (px: number, py: number, s: Segment) => {
    const dx = s.x2 - s.x1;
    const dy = s.y2 - s.y1;
    const len = dx * dx + dy * dy;
    const t = len ? Math.max(0, Math.min(1, ((px - s.x1) * dx + (py - s.y1) * dy) / len)) : 0;
    return Math.hypot(px - (s.x1 + t * dx), py - (s.y1 + t * dy));
  };
  const cross = (s: Segment, t: Segment) => {
    const d = (s.x2 - s.x1) * (t.y2 - t.y1) - (s.y2 - s.y1) * (t.x2 - t.x1);
    if (!d) return false;
    const u = ((t.x1 - s.x1) * (t.y2 - t.y1) - (t.y1 - s.y1) * (t.x2 - t.x1)) / d;
    const v = ((t.x1 - s.x1) * (s.y2 - s.y1) - (t.y1 - s.y1) * (s.x2 - s.x1)) / d;
    return u > 0 && u < 1 && v > 0 && v < 1;
  };
  if (cross(a, b)) return 0;
  return Math.min(point(a.x1, a.y1, b), point(a.x2, a.y2, b), point(b.x1, b.y1, a), point(b.x2, b.y2, a));
}

type Item = { layer: 'back' | 'front' | 'link'; seg: Segment; r: number; pad?: Pad };

/** The copper as items with a radius (half a track, or a pad's ring) on each side. */
function copperItems(r: Routed): Item[] {
  const items: Item[] = [];
  for (const p of r.pads) {
    const seg = { x1: p.x, y1: p.y, x2: p.x, y2: p.y, net: p.net };
    items.push({ layer: 'back', seg, r: p.d / 2, pad: p });
    // a link's holes join on the parts side; on a two-sided board every hole has a ring there too
    if (/^J\d+$/.test(p.part)) items.push({ layer: 'link', seg, r: p.d / 2, pad: p });
    if (r.topTracks.length) items.push({ layer: 'front', seg, r: p.d / 2, pad: p });
  }
  for (const t of r.tracks) items.push({ layer: 'back', seg: t, r: TRACK / 2 });
  for (const t of r.topTracks) items.push({ layer: 'front', seg: t, r: TRACK / 2 });
  for (const l of r.links) items.push({ layer: 'link', seg: l, r: 0.3 });
  return items;
}

/** Joins touching copper; returns the piece each item belongs to. */
function pieces(items: Item[]): number[] {
  const parent = items.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i] ?? i)));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i] as Item;
      const b = items[j] as Item;
      // a via's or a link's hole joins its two sides
      const sameHole = a.pad && b.pad && a.pad === b.pad;
      if (!sameHole && a.layer !== b.layer) continue;
      const touch = a.pad && b.pad ? sameHole : segmentDistance(a.seg, b.seg) <= (a.pad || b.pad ? Math.max(a.r, b.r) : 0.01);
      if (touch) parent[find(i)] = find(j);
    }
  }
  return items.map((_, i) => find(i));
}

describe.each(specs.map((spec) => [spec.guide, spec] as const))('the board of guide %i', (guide, spec) => {
  let routed: Routed;
  let items: Item[];
  let piece: number[];
  beforeAll(() => {
    routed = route(spec);
    items = copperItems(routed);
    piece = pieces(items);
  }, 120_000);

  const partPads = () => spec.parts.flatMap(padsOfPart);
  const name = (p: Pad) => `${p.part}.${p.pin}`;

  it('gives every pin the net of the schematic, and no net to a free pin', () => {
    const expected = { ...SCHEMATIC[guide] };
    if (guide === 11) {
      // the LEDs' lines come from the firmware's table, the same the program drives
      firmwareLeds().forEach(([a, k], i) => {
        (expected[`L${a}`] ??= []).push(`HL${i + 1}.A`);
        (expected[`L${k}`] ??= []).push(`HL${i + 1}.K`);
      });
      for (let k = 0; k < 8; k++) expected[`L${k}`]?.push(`R${k + 1}.2`);
    }
    const onBoard: Record<string, string[]> = {};
    for (const p of partPads()) if (p.net) (onBoard[p.net] ??= []).push(name(p));
    const sort = (nets: Record<string, string[] | undefined>) => Object.fromEntries(Object.entries(nets).map(([net, pins]) => [net, [...(pins ?? [])].sort()]));
    expect(sort(onBoard)).toEqual(sort(expected));
    expect(partPads().filter((p) => !p.net).map(name).sort()).toEqual([...(FREE[guide] ?? [])].sort());
  });

  it('joins every net into one piece of copper and never two nets', () => {
    const netsOfPiece = new Map<number, Set<string>>();
    const piecesOfNet = new Map<string, Set<number>>();
    items.forEach((item, i) => {
      const net = item.pad ? item.pad.net : item.seg.net;
      if (item.pad && !net) return;
      const p = piece[i] ?? -1;
      netsOfPiece.set(p, (netsOfPiece.get(p) ?? new Set()).add(net));
      if (item.pad) piecesOfNet.set(net, (piecesOfNet.get(net) ?? new Set()).add(p));
    });
    const shorts = [...netsOfPiece.values()].filter((nets) => nets.size > 1).map((nets) => [...nets].join('+'));
    const opens = [...piecesOfNet.entries()].filter(([, ps]) => ps.size > 1).map(([net]) => net);
    expect(shorts).toEqual([]);
    expect(opens).toEqual([]);
    // a pad on no net touches no copper
    const loose = items.map((item, i) => [item, i] as const).filter(([item]) => item.pad && !item.pad.net);
    for (const [item, i] of loose) expect(items.filter((other, j) => other.pad !== item.pad && piece[j] === piece[i]).length, name(item.pad as Pad)).toBe(0);
  });

  it('keeps 0.3 mm between copper of different nets, on each side', () => {
    const close: string[] = [];
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i] as Item;
        const b = items[j] as Item;
        if (a.layer !== b.layer || a.layer === 'link' || piece[i] === piece[j]) continue;
        const gap = segmentDistance(a.seg, b.seg) - a.r - b.r;
        if (gap < 0.3) close.push(`${a.pad ? name(a.pad) : a.seg.net} ~ ${b.pad ? name(b.pad) : b.seg.net}: ${gap.toFixed(2)} mm`);
      }
    }
    expect(close).toEqual([]);
  });

  it('is the board the page offers, with its parts list', () => {
    const page = printedBoards.find((b) => b.guide === guide);
    expect(page?.holes).toBe(routed.pads.length);
    const listed = page?.parts.reduce((sum, row) => sum + row.quantity, 0);
    expect(listed).toBe(spec.parts.length + routed.links.length + routed.pads.filter((p) => /^V\d+$/.test(p.part)).length);
  });
});

describe('a board with a fault', () => {
  it('is caught: a track between two nets is a short, a missing one an open', () => {
    const pads: Pad[] = [
      { part: 'R1', pin: '1', x: 0, y: 0, d: 1.9, net: 'A' },
      { part: 'R1', pin: '2', x: 10, y: 0, d: 1.9, net: 'B' },
      { part: 'R2', pin: '1', x: 0, y: 10, d: 1.9, net: 'A' },
    ];
    const short = copperItems({ pads, tracks: [{ x1: 0, y1: 0, x2: 10, y2: 0, net: 'A' }], topTracks: [], links: [] });
    const p = pieces(short);
    expect(p[0]).toBe(p[1]);
    expect(p[0]).not.toBe(p[2]);
  });
});
