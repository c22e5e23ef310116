// The schematic editor's state: the circuit, what is selected, and the history for «Отменить» and
// «Вернуть». Pure, so every gesture of the page is one action here (docs/decisions/0244-...).
import {
  CIRCUIT_LIMITS,
  partTerminals,
  type CircuitDocument,
  type CircuitPart,
  type PartKind,
  type Point,
  type Rotation,
} from '../../../../domain/circuit/document';
import { newPart, nextPartId } from './catalogue';

/** Steps «Отменить» can go back. */
const HISTORY = 100;

export interface EditorState {
  doc: CircuitDocument;
  past: CircuitDocument[];
  future: CircuitDocument[];
  selectedId: string | null;
  /** The circuit when a drag began: the whole drag is one step of the history. */
  dragStart: CircuitDocument | null;
}

/** A change of a part's own settings (its value, colour, kind of battery…), never its id or kind. */
export type PartPatch = CircuitPart extends infer P ? (P extends CircuitPart ? Partial<Omit<P, 'id' | 'kind'>> : never) : never;

export type EditorAction =
  | { type: 'load'; doc: CircuitDocument }
  | { type: 'place'; kind: PartKind; at: Point }
  | { type: 'wire'; from: Point; to: Point }
  | { type: 'select'; id: string | null }
  | { type: 'dragStart' }
  /** Moves a part by whole grid steps from where it was when the drag began. */
  | { type: 'drag'; id: string; by: Point }
  | { type: 'dragEnd' }
  | { type: 'rotate'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'change'; id: string; patch: PartPatch }
  /** A button held down or let go: what happens now, not a step to undo. */
  | { type: 'hold'; id: string; closed: boolean }
  | { type: 'undo' }
  | { type: 'redo' };

export function initialEditor(doc: CircuitDocument): EditorState {
  return { doc, past: [], future: [], selectedId: null, dragStart: null };
}

const inside = (point: Point) => point.x >= 0 && point.y >= 0 && point.x <= CIRCUIT_LIMITS.gridMax && point.y <= CIRCUIT_LIMITS.gridMax;
const fits = (part: CircuitPart) => partTerminals(part).every(inside);

function commit(state: EditorState, doc: CircuitDocument, selectedId = state.selectedId): EditorState {
  return { doc, past: [...state.past, state.doc].slice(-HISTORY), future: [], selectedId, dragStart: null };
}

function replacePart(doc: CircuitDocument, id: string, make: (part: CircuitPart) => CircuitPart): CircuitDocument {
  return { ...doc, parts: doc.parts.map((part) => (part.id === id ? make(part) : part)) };
}

function moved(part: CircuitPart, by: Point): CircuitPart {
  const shifted = { ...part, x: part.x + by.x, y: part.y + by.y };
  return shifted.kind === 'wire' ? { ...shifted, x2: shifted.x2 + by.x, y2: shifted.y2 + by.y } : shifted;
}

/** A quarter turn clockwise about the part's middle (a wire about its first end). */
function rotated(part: CircuitPart): CircuitPart {
  if (part.kind === 'wire') {
    const dx = part.x2 - part.x;
    const dy = part.y2 - part.y;
    return { ...part, x2: part.x - dy, y2: part.y + dx };
  }
  const rotation = ((part.rotation + 90) % 360) as Rotation;
  // The middle, as the terminals give it, before and after: the part turns in place.
  const middle = (p: CircuitPart) => {
    const [a, b, c] = partTerminals(p) as [Point, Point, Point | undefined];
    // An NPN's far side is between its collector and emitter.
    const far = c ? { x: (b.x + c.x) / 2, y: (b.y + c.y) / 2 } : b;
    return { x: (a.x + far.x) / 2, y: (a.y + far.y) / 2 };
  };
  const before = middle(part);
  const turned = { ...part, rotation };
  const after = middle(turned);
  return { ...turned, x: part.x + Math.round(before.x - after.x), y: part.y + Math.round(before.y - after.y) };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { doc } = state;
  const find = (id: string) => doc.parts.find((part) => part.id === id);
  switch (action.type) {
    case 'load':
      return initialEditor(action.doc);
    case 'place': {
      if (doc.parts.length >= CIRCUIT_LIMITS.maxParts) return state;
      const part = newPart(action.kind, nextPartId(doc, action.kind), action.at);
      if (!fits(part)) return state;
      return commit(state, { ...doc, parts: [...doc.parts, part] }, part.id);
    }
    case 'wire': {
      const { from, to } = action;
      if ((from.x === to.x && from.y === to.y) || !inside(from) || !inside(to)) return state;
      if (doc.parts.length >= CIRCUIT_LIMITS.maxParts) return state;
      const wire: CircuitPart = { id: nextPartId(doc, 'wire'), kind: 'wire', x: from.x, y: from.y, x2: to.x, y2: to.y, rotation: 0 };
      return commit(state, { ...doc, parts: [...doc.parts, wire] }, state.selectedId);
    }
    case 'select':
      return { ...state, selectedId: action.id };
    case 'dragStart':
      return { ...state, dragStart: doc };
    case 'drag': {
      const start = state.dragStart ?? doc;
      const original = start.parts.find((part) => part.id === action.id);
      if (!original) return state;
      const next = moved(original, action.by);
      if (!fits(next)) return state;
      return { ...state, dragStart: start, doc: replacePart(doc, action.id, () => next) };
    }
    case 'dragEnd': {
      const start = state.dragStart;
      if (!start || start === doc) return { ...state, dragStart: null };
      const same = JSON.stringify(start) === JSON.stringify(doc);
      if (same) return { ...state, doc: start, dragStart: null };
      return { doc, past: [...state.past, start].slice(-HISTORY), future: [], selectedId: state.selectedId, dragStart: null };
    }
    case 'rotate': {
      const part = find(action.id);
      if (!part) return state;
      const next = rotated(part);
      if (!fits(next)) return state;
      return commit(state, replacePart(doc, action.id, () => next));
    }
    case 'remove':
      if (!find(action.id)) return state;
      return commit(state, { ...doc, parts: doc.parts.filter((part) => part.id !== action.id) }, null);
    case 'change': {
      if (!find(action.id)) return state;
      return commit(state, replacePart(doc, action.id, (part) => ({ ...part, ...action.patch }) as CircuitPart));
    }
    case 'hold':
      return { ...state, doc: replacePart(doc, action.id, (part) => (part.kind === 'button' ? { ...part, closed: action.closed } : part)) };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { doc: previous, past: state.past.slice(0, -1), future: [doc, ...state.future], selectedId: keep(previous, state.selectedId), dragStart: null };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return { doc: next, past: [...state.past, doc], future: state.future.slice(1), selectedId: keep(next, state.selectedId), dragStart: null };
    }
  }
}

/** The selection, if that part is still there. */
function keep(doc: CircuitDocument, id: string | null): string | null {
  return id && doc.parts.some((part) => part.id === id) ? id : null;
}
