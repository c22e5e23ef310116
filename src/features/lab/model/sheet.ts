// Where a finger lands on the sheet: on a part's middle (to move it), near a terminal (to draw a
// wire from it), or on empty grid. In grid units, so the page's zoom does not change the rules;
// the radius is the page's 22 px turned into grid steps (a 44 px target, docs/decisions/0244-...).
import { partTerminals, pointKey, type CircuitDocument, type CircuitPart, type Point } from '../../../../domain/circuit/document';
import { partValue } from './catalogue';

export type Hit =
  | { kind: 'part'; id: string; point: Point }
  | { kind: 'terminal'; point: Point }
  | { kind: 'empty'; point: Point };

/** How the sheet sits in its box: grid origin at (x, y) px, `scale` px per grid step. */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export const snap = (point: Point): Point => ({ x: Math.round(point.x), y: Math.round(point.y) });

function segment(point: Point, a: Point, b: Point) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const along = ((point.x - a.x) * dx + (point.y - a.y) * dy) / length;
  const across = Math.abs((point.x - a.x) * dy - (point.y - a.y) * dx) / length;
  return { along: along / length, across };
}

/** The part's body as a segment: between its terminals (an NPN: base to the middle of collector and emitter). */
function body(terminals: Point[]): [Point, Point] {
  const [a, b, c] = terminals as [Point, Point, Point | undefined];
  return [a, c ? { x: (b.x + c.x) / 2, y: (b.y + c.y) / 2 } : b];
}

export function hitTest(doc: CircuitDocument, point: Point, radius: number): Hit {
  let nearest: { point: Point; distance: number } | undefined;
  let end: { id: string; across: number } | undefined;
  // Later parts are drawn on top: they win.
  for (const part of [...doc.parts].reverse()) {
    const terminals = partTerminals(part);
    const [a, b] = body(terminals);
    const { along, across } = segment(point, a, b);
    if (along >= 0.25 && along <= 0.75 && across <= radius) return { kind: 'part', id: part.id, point: snap(point) };
    for (const terminal of terminals) {
      const distance = Math.hypot(terminal.x - point.x, terminal.y - point.y);
      if (distance <= radius && (!nearest || distance < nearest.distance)) nearest = { point: terminal, distance };
    }
    if (along >= 0 && along <= 1 && across <= radius && (!end || across < end.across)) end = { id: part.id, across };
  }
  if (nearest) return { kind: 'terminal', point: nearest.point };
  if (end) return { kind: 'part', id: end.id, point: snap(point) };
  return { kind: 'empty', point: snap(point) };
}

export interface LabelPlace {
  /** The first line's baseline start (or middle / end, by `anchor`), in grid units. */
  x: number;
  y: number;
  anchor: 'middle' | 'start' | 'end';
  /** The id and the value in two lines. */
  stacked: boolean;
}

/** «R1 470 Ом»: the id and the value; a wire has none. */
export const labelText = (part: CircuitPart): string => (part.kind === 'wire' ? '' : `${part.id} ${partValue(part)}`.trim());

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A letter's width as a share of the font's size, about. */
const LETTER = 0.58;

function boxOf(place: LabelPlace, lines: string[], font: number): Box {
  const width = Math.max(...lines.map((line) => line.length)) * LETTER * font;
  const left = place.anchor === 'start' ? place.x : place.anchor === 'end' ? place.x - width : place.x - width / 2;
  return { left, right: left + width, top: place.y - 0.8 * font, bottom: place.y + 0.25 * font + (lines.length - 1) * 1.1 * font };
}

function middleOf(part: CircuitPart): { middle: Point; lying: boolean } {
  const [a, b, c] = partTerminals(part) as [Point, Point, Point | undefined];
  const far = c ? { x: (b.x + c.x) / 2, y: (b.y + c.y) / 2 } : b;
  return { middle: { x: (a.x + far.x) / 2, y: (a.y + far.y) / 2 }, lying: a.y === far.y };
}

/** Places to try for a part's label, best first: above or below a lying part, right or left of a standing one. */
function candidates(part: CircuitPart, font: number): LabelPlace[] {
  const { middle, lying } = middleOf(part);
  const reach = part.kind === 'npn' ? 1.6 : 1.1;
  const side = [
    { x: middle.x + reach, y: middle.y - 0.15, anchor: 'start' as const, stacked: true },
    { x: middle.x - reach, y: middle.y - 0.15, anchor: 'end' as const, stacked: true },
  ];
  const over = [
    { x: middle.x, y: middle.y - reach - 0.3, anchor: 'middle' as const, stacked: false },
    { x: middle.x, y: middle.y + reach + 0.3 + 0.8 * font, anchor: 'middle' as const, stacked: false },
  ];
  return lying && part.kind !== 'npn' ? [...over, ...side] : [...side, ...over];
}

/** What a label must not cover: the parts' bodies and the wires, as points every quarter step. */
function obstacles(doc: CircuitDocument): { point: Point; reach: number }[] {
  const found: { point: Point; reach: number }[] = [];
  for (const part of doc.parts) {
    const terminals = partTerminals(part);
    const reach = part.kind === 'wire' ? 0.1 : part.kind === 'npn' ? 1.3 : part.kind === 'resistor' || part.kind === 'led' ? 0.6 : 1;
    const [a, b] = part.kind === 'npn' ? [middleOf(part).middle, middleOf(part).middle] : (terminals as [Point, Point]);
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 4));
    for (let i = 0; i <= steps; i += 1) found.push({ point: { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps }, reach });
  }
  return found;
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Each part's label where it covers the least of the other labels, the parts and the wires:
 * scheme presets put standing parts four steps apart. `font` is the label's size in grid steps.
 */
export function placeLabels(doc: CircuitDocument, font: number): Map<string, LabelPlace> {
  const blocks = obstacles(doc);
  const placed: Box[] = [];
  const result = new Map<string, LabelPlace>();
  for (const part of doc.parts) {
    const text = labelText(part);
    if (!text) continue;
    let best: { place: LabelPlace; box: Box; cost: number } | undefined;
    for (const place of candidates(part, font)) {
      const lines = place.stacked ? [part.id, text.slice(part.id.length + 1)].filter(Boolean) : [text];
      const box = boxOf(place, lines, font);
      let cost = placed.reduce((sum, other) => sum + overlap(box, other) * 4, 0);
      for (const { point, reach } of blocks) {
        cost += overlap(box, { left: point.x - reach, right: point.x + reach, top: point.y - reach, bottom: point.y + reach }) > 0 ? 0.25 : 0;
      }
      if (!best || cost < best.cost - 1e-9) best = { place, box, cost };
    }
    if (best) {
      placed.push(best.box);
      result.set(part.id, best.place);
    }
  }
  return result;
}

/** A label's size in grid steps at a zoom: readable in px whatever the zoom, 10 px to 15 px. */
export const labelFontPx = (scale: number) => Math.min(15, Math.max(10, scale * 0.75));

/** The smallest box holding every terminal and every label (at a label size of `font` grid steps). */
export function bounds(doc: CircuitDocument, font = 0.85): { minX: number; minY: number; maxX: number; maxY: number } | undefined {
  const points = doc.parts.flatMap(partTerminals);
  if (points.length === 0) return undefined;
  const labels = placeLabels(doc, font);
  for (const part of doc.parts) {
    const place = labels.get(part.id);
    if (!place) continue;
    const text = labelText(part);
    const box = boxOf(place, place.stacked ? [part.id, text.slice(part.id.length + 1)] : [text], font);
    points.push({ x: box.left, y: box.top }, { x: box.right, y: box.bottom });
  }
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** Points where three or more terminals meet: drawn as a dot, as a schematic marks a junction. */
export function junctions(doc: CircuitDocument): Point[] {
  const count = new Map<string, { point: Point; n: number }>();
  for (const point of doc.parts.flatMap(partTerminals)) {
    const key = pointKey(point);
    const seen = count.get(key);
    count.set(key, { point, n: (seen?.n ?? 0) + 1 });
  }
  return [...count.values()].filter((entry) => entry.n >= 3).map((entry) => entry.point);
}

/** Terminals that nothing else touches: drawn as small rings, the places to connect to. */
export function looseEnds(doc: CircuitDocument): Point[] {
  const count = new Map<string, { point: Point; n: number }>();
  for (const point of doc.parts.flatMap(partTerminals)) {
    const key = pointKey(point);
    count.set(key, { point, n: (count.get(key)?.n ?? 0) + 1 });
  }
  return [...count.values()].filter((entry) => entry.n === 1).map((entry) => entry.point);
}

/**
 * The view that shows the whole circuit in a box of width × height px, centred, with a margin of
 * one and a half grid steps, at no less than `minScale` px per step (a larger circuit is panned) and no more
 * than `maxScale`.
 */
export function fitView(doc: CircuitDocument, width: number, height: number, minScale: number, maxScale: number): View {
  const box = bounds(doc) ?? { minX: 10, minY: 10, maxX: 30, maxY: 25 };
  const margin = 1.5;
  const w = box.maxX - box.minX + 2 * margin;
  const h = box.maxY - box.minY + 2 * margin;
  const scale = Math.max(minScale, Math.min(maxScale, width / w, height / h));
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  return { scale, x: width / 2 - cx * scale, y: height / 2 - cy * scale };
}

/** Zoom by `factor` keeping the grid point under (px, py) where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number, minScale: number, maxScale: number): View {
  const scale = Math.max(minScale, Math.min(maxScale, view.scale * factor));
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}
