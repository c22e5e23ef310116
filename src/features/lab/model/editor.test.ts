import { describe, expect, it } from 'vitest';
import { partTerminals, type CircuitDocument } from '../../../../domain/circuit/document';
import { editorReducer, initialEditor, type EditorAction, type EditorState } from './editor';

const empty: CircuitDocument = { version: 1, title: 'Моя схема', parts: [] };
const run = (actions: EditorAction[], state: EditorState = initialEditor(empty)) => actions.reduce(editorReducer, state);

describe('the schematic editor', () => {
  it('places parts with the next free id of their kind and selects the new one', () => {
    const state = run([
      { type: 'place', kind: 'resistor', at: { x: 10, y: 10 } },
      { type: 'place', kind: 'resistor', at: { x: 10, y: 20 } },
      { type: 'place', kind: 'led', at: { x: 20, y: 10 } },
    ]);
    expect(state.doc.parts.map((part) => part.id)).toEqual(['R1', 'R2', 'HL1']);
    expect(state.selectedId).toBe('HL1');
  });

  it('makes a whole drag one step that «Отменить» takes back and «Вернуть» redoes', () => {
    let state = run([{ type: 'place', kind: 'resistor', at: { x: 10, y: 10 } }]);
    state = run([{ type: 'dragStart' }, { type: 'drag', id: 'R1', by: { x: 1, y: 0 } }, { type: 'drag', id: 'R1', by: { x: 3, y: 2 } }, { type: 'dragEnd' }], state);
    expect(state.doc.parts[0]).toMatchObject({ x: 13, y: 12 });
    expect(state.past).toHaveLength(2);
    state = editorReducer(state, { type: 'undo' });
    expect(state.doc.parts[0]).toMatchObject({ x: 10, y: 10 });
    state = editorReducer(state, { type: 'redo' });
    expect(state.doc.parts[0]).toMatchObject({ x: 13, y: 12 });
    state = run([{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }], state);
    expect(state.doc.parts).toEqual([]);
  });

  it('leaves no history for a drag that went nowhere', () => {
    let state = run([{ type: 'place', kind: 'resistor', at: { x: 10, y: 10 } }]);
    state = run([{ type: 'dragStart' }, { type: 'drag', id: 'R1', by: { x: 2, y: 0 } }, { type: 'drag', id: 'R1', by: { x: 0, y: 0 } }, { type: 'dragEnd' }], state);
    expect(state.past).toHaveLength(1);
  });

  it('keeps every terminal on the sheet', () => {
    let state = run([{ type: 'place', kind: 'resistor', at: { x: 198, y: 10 } }]);
    expect(state.doc.parts).toEqual([]);
    state = run([{ type: 'place', kind: 'resistor', at: { x: 1, y: 1 } }, { type: 'dragStart' }, { type: 'drag', id: 'R1', by: { x: -5, y: 0 } }, { type: 'dragEnd' }], state);
    expect(state.doc.parts[0]).toMatchObject({ x: 1, y: 1 });
  });

  it('turns a part a quarter about its middle', () => {
    const state = run([{ type: 'place', kind: 'resistor', at: { x: 10, y: 10 } }, { type: 'rotate', id: 'R1' }]);
    expect(partTerminals(state.doc.parts[0]!)).toEqual([{ x: 12, y: 8 }, { x: 12, y: 12 }]);
    const npn = run([{ type: 'place', kind: 'npn', at: { x: 10, y: 10 } }, { type: 'rotate', id: 'VT1' }, { type: 'rotate', id: 'VT1' }, { type: 'rotate', id: 'VT1' }, { type: 'rotate', id: 'VT1' }]);
    expect(npn.doc.parts[0]).toMatchObject({ x: 10, y: 10, rotation: 0 });
  });

  it('draws a wire between two points, never one of no length', () => {
    const state = run([{ type: 'wire', from: { x: 1, y: 1 }, to: { x: 5, y: 1 } }, { type: 'wire', from: { x: 5, y: 1 }, to: { x: 5, y: 1 } }]);
    expect(state.doc.parts).toEqual([{ id: 'w1', kind: 'wire', x: 1, y: 1, x2: 5, y2: 1, rotation: 0 }]);
  });

  it('changes a value, deletes a part, and holds a button without a step in the history', () => {
    let state = run([{ type: 'place', kind: 'resistor', at: { x: 10, y: 10 } }, { type: 'change', id: 'R1', patch: { ohms: 1000 } }]);
    expect(state.doc.parts[0]).toMatchObject({ ohms: 1000 });
    state = run([{ type: 'place', kind: 'button', at: { x: 10, y: 20 } }, { type: 'hold', id: 'SB1', closed: true }], state);
    expect(state.doc.parts[1]).toMatchObject({ closed: true });
    expect(state.past).toHaveLength(3);
    state = run([{ type: 'remove', id: 'R1' }], state);
    expect(state.doc.parts.map((part) => part.id)).toEqual(['SB1']);
    expect(state.selectedId).toBeNull();
  });
});
