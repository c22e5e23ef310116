import { describe, expect, it } from 'vitest';
import type { CircuitDocument } from '../../../../domain/circuit/document';
import { fitView, hitTest, junctions, looseEnds, zoomAt } from './sheet';

const doc: CircuitDocument = {
  version: 1,
  title: 't',
  parts: [
    { id: 'R1', kind: 'resistor', x: 10, y: 10, rotation: 0, ohms: 470 },
    { id: 'HL1', kind: 'led', x: 14, y: 10, rotation: 0, color: 'red' },
    { id: 'w1', kind: 'wire', x: 14, y: 10, x2: 14, y2: 20, rotation: 0 },
  ],
};

describe('the sheet under a finger', () => {
  it('takes a part’s middle as the part and its ends as terminals', () => {
    expect(hitTest(doc, { x: 12.2, y: 10.8 }, 1.5)).toEqual({ kind: 'part', id: 'R1', point: { x: 12, y: 11 } });
    expect(hitTest(doc, { x: 14.6, y: 10.4 }, 1.5)).toEqual({ kind: 'terminal', point: { x: 14, y: 10 } });
    expect(hitTest(doc, { x: 30.4, y: 3.6 }, 1.5)).toEqual({ kind: 'empty', point: { x: 30, y: 4 } });
  });

  it('marks where three terminals meet and which ends are loose', () => {
    expect(junctions(doc)).toEqual([{ x: 14, y: 10 }]);
    expect(looseEnds(doc)).toEqual([{ x: 10, y: 10 }, { x: 18, y: 10 }, { x: 14, y: 20 }]);
  });

  it('fits the circuit in the box, labels too, never below the smallest scale', () => {
    const wires: CircuitDocument = { version: 1, title: 'w', parts: [{ id: 'w1', kind: 'wire', x: 10, y: 10, x2: 24, y2: 20, rotation: 0 }] };
    const view = fitView(wires, 390, 400, 14, 40);
    expect(view.scale).toBeCloseTo(390 / 17);
    expect(fitView(wires, 100, 100, 14, 40).scale).toBe(14);
    // «R1 470 Ом» stands above the resistor at y = 10: the box reaches above it.
    const labelled = fitView(doc, 390, 390, 1, 400);
    expect(-labelled.y / labelled.scale).toBeLessThan(10 - 1.6 - 1);
    const zoomed = zoomAt(view, 2, 100, 100, 14, 40);
    expect(zoomed.scale).toBe(40);
    // The point under the finger stays put.
    const before = { x: (100 - view.x) / view.scale, y: (100 - view.y) / view.scale };
    expect((100 - zoomed.x) / zoomed.scale).toBeCloseTo(before.x);
    expect((100 - zoomed.y) / zoomed.scale).toBeCloseTo(before.y);
  });
});
