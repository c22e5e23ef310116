// The schematic on screen: the grid, the parts with their labels, and every gesture of a finger or
// a mouse (pointer events): tap, drag a part, draw a wire from a terminal, pan with one finger on
// empty grid, pinch or the wheel to zoom (docs/decisions/0244-...).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { type CircuitDocument, type CircuitPart, type Point } from '../../../../domain/circuit/document';
import { fitView, hitTest, junctions, labelFontPx, labelText, looseEnds, placeLabels, snap, zoomAt, type Hit, type LabelPlace, type View } from '../model/sheet';
import { PartSymbol, UNIT, type PartLook } from './part-symbol';

/** Px per grid step: at the smallest a part is 48 px long and a terminal's target 44 px wide. */
export const MIN_SCALE = 12;
export const MAX_SCALE = 30;
/** A finger's reach in px around a terminal (a 44 px target). */
const REACH = 22;
/** Px a pointer moves before a tap becomes a drag. */
const SLOP = 6;

export type SheetMode = 'edit' | 'wire' | 'tap';

export interface SheetProps {
  doc: CircuitDocument;
  /** Changes when a new circuit opens: the sheet fits it to the box again. */
  fitKey: string;
  mode: SheetMode;
  selectedId: string | null;
  looks: Record<string, PartLook>;
  probes: Point[];
  /** A wire begun by a tap on a terminal, waiting for its other end. */
  wireFrom: Point | null;
  onTap(hit: Hit): void;
  onDragStart(): void;
  onDrag(id: string, by: Point): void;
  onDragEnd(): void;
  onWire(from: Point, to: Point): void;
  label: string;
}

type Gesture =
  | { kind: 'pan'; x: number; y: number; view: View; moved: boolean; hit: Hit }
  | { kind: 'part'; id: string; x: number; y: number; moved: boolean; hit: Hit }
  | { kind: 'wire'; from: Point; x: number; y: number; moved: boolean; hit: Hit }
  | { kind: 'pinch'; distance: number; middle: Point; view: View };

function transformOf(part: CircuitPart): string {
  return `translate(${part.x * UNIT} ${part.y * UNIT}) rotate(${part.rotation})`;
}

function PartOnSheet({ part, look, selected, font, label }: { part: CircuitPart; look: PartLook; selected: boolean; font: number; label: LabelPlace | undefined }) {
  const className = `lab-part${look.faulty ? ' lab-part--faulty' : ''}${selected ? ' lab-part--selected' : ''}`;
  if (part.kind === 'wire') {
    return (
      <g className={className} data-part={part.id}>
        {selected && <line x1={part.x * UNIT} y1={part.y * UNIT} x2={part.x2 * UNIT} y2={part.y2 * UNIT} className="lab-part__outline" />}
        <line x1={part.x * UNIT} y1={part.y * UNIT} x2={part.x2 * UNIT} y2={part.y2 * UNIT} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </g>
    );
  }
  const value = labelText(part).slice(part.id.length + 1);
  return (
    <g className={className} data-part={part.id}>
      <g transform={transformOf(part)}>
        {selected && <rect x="-3" y={part.kind === 'npn' ? -22 : -13} width={part.kind === 'npn' ? 32 : 46} height={part.kind === 'npn' ? 44 : 26} rx="5" className="lab-part__outline" />}
        {look.faulty && <rect x="-2" y={part.kind === 'npn' ? -21 : -12} width={part.kind === 'npn' ? 30 : 44} height={part.kind === 'npn' ? 42 : 24} rx="5" className="lab-part__fault" />}
        <PartSymbol part={part} look={look} />
      </g>
      {label && (
      <text x={label.x * UNIT} y={label.y * UNIT} textAnchor={label.anchor} fontSize={font} className="lab-part__label">
        <tspan fontWeight="700">{part.id}</tspan>
        {value && !label.stacked && ` ${value}`}
        {value && label.stacked && (
          <tspan x={label.x * UNIT} dy="1.1em">
            {value}
          </tspan>
        )}
      </text>
      )}
    </g>
  );
}

export function Sheet(props: SheetProps) {
  const { doc, fitKey, mode, selectedId, looks, probes, wireFrom } = props;
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: MIN_SCALE });
  const [rubber, setRubber] = useState<{ from: Point; to: Point } | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const callbacks = useRef(props);
  useLayoutEffect(() => {
    callbacks.current = props;
  });
  const fitted = useRef('');

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    if (size.width === 0 || fitted.current === `${fitKey}:${size.width}x${size.height}`) return;
    fitted.current = `${fitKey}:${size.width}x${size.height}`;
    setView(fitView(doc, size.width, size.height, MIN_SCALE, MAX_SCALE));
    // Only a new circuit or a new box refits; editing keeps the pupil's zoom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, size]);

  // The wheel zooms the sheet, not the page: a passive React listener could not prevent the scroll.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      setView((v) => zoomAt(v, Math.exp(-event.deltaY / 400), event.clientX - rect.left, event.clientY - rect.top, MIN_SCALE, MAX_SCALE));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = box.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const toGrid = (p: Point): Point => ({ x: (p.x - view.x) / view.scale, y: (p.y - view.y) / view.scale });
  const hitAt = (p: Point): Hit => hitTest(doc, toGrid(p), REACH / view.scale);
  /** The end of a wire under the finger: a terminal within reach, or the nearest grid point. */
  const endAt = (p: Point): Point => {
    const hit = hitAt(p);
    return hit.kind === 'terminal' ? hit.point : snap(toGrid(p));
  };

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = local(event);
    pointers.current.set(event.pointerId, p);
    if (pointers.current.size === 2) {
      if (gesture.current?.kind === 'part' && gesture.current.moved) callbacks.current.onDragEnd();
      setRubber(null);
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      gesture.current = { kind: 'pinch', distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, view };
      return;
    }
    if (pointers.current.size > 2) return;
    const hit = hitAt(p);
    const base = { x: p.x, y: p.y, moved: false, hit };
    if (mode === 'wire' || (mode === 'edit' && hit.kind === 'terminal')) {
      const from = hit.point;
      gesture.current = { kind: 'wire', from, ...base };
    } else if (mode === 'edit' && hit.kind === 'part') {
      gesture.current = { kind: 'part', id: hit.id, ...base };
    } else {
      gesture.current = { kind: 'pan', view, ...base };
    }
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    const p = local(event);
    pointers.current.set(event.pointerId, p);
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const distance = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const zoomed = zoomAt(g.view, distance / g.distance, g.middle.x, g.middle.y, MIN_SCALE, MAX_SCALE);
      setView({ ...zoomed, x: zoomed.x + middle.x - g.middle.x, y: zoomed.y + middle.y - g.middle.y });
      return;
    }
    const dx = p.x - g.x;
    const dy = p.y - g.y;
    if (!g.moved && Math.hypot(dx, dy) < SLOP) return;
    if (!g.moved && g.kind === 'part') callbacks.current.onDragStart();
    g.moved = true;
    if (g.kind === 'pan') setView({ ...g.view, x: g.view.x + dx, y: g.view.y + dy });
    else if (g.kind === 'part') callbacks.current.onDrag(g.id, { x: Math.round(dx / view.scale), y: Math.round(dy / view.scale) });
    else setRubber({ from: g.from, to: endAt(p) });
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    if (!pointers.current.delete(event.pointerId)) return;
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch') {
      if (pointers.current.size === 0) gesture.current = null;
      else {
        // One finger stays: it pans from here.
        const [rest] = [...pointers.current.values()] as [Point];
        gesture.current = { kind: 'pan', x: rest.x, y: rest.y, view, moved: true, hit: { kind: 'empty', point: { x: 0, y: 0 } } };
      }
      return;
    }
    gesture.current = null;
    setRubber(null);
    if (event.type === 'pointercancel') {
      if (g.kind === 'part' && g.moved) callbacks.current.onDragEnd();
      return;
    }
    if (!g.moved) callbacks.current.onTap(g.hit);
    else if (g.kind === 'part') callbacks.current.onDragEnd();
    else if (g.kind === 'wire') callbacks.current.onWire(g.from, endAt(local(event)));
  }

  const zoomButton = (factor: number) => setView((v) => zoomAt(v, factor, size.width / 2, size.height / 2, MIN_SCALE, MAX_SCALE));
  const k = view.scale / UNIT;
  // Labels keep a readable size in px whatever the zoom: 10 px at the smallest, 15 px at most.
  const labelFont = labelFontPx(view.scale) / k;
  const labels = useMemo(() => placeLabels(doc, labelFontPx(view.scale) / view.scale), [doc, view.scale]);
  const grid = view.scale;
  return (
    <div className={`lab-sheet lab-sheet--${mode}`}>
      <div
        ref={box}
        className="lab-sheet__box"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        role="application"
        aria-label={props.label}
      >
        <svg width={size.width} height={size.height} className="lab-sheet__svg" data-scale={view.scale.toFixed(2)} data-solved={size.width > 0}>
          <defs>
            <pattern id="lab-grid" width={grid} height={grid} patternUnits="userSpaceOnUse" x={view.x - grid / 2} y={view.y - grid / 2}>
              <circle cx={grid / 2} cy={grid / 2} r="1.1" fill="#c3cae0" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#lab-grid)" />
          <g transform={`translate(${view.x} ${view.y}) scale(${k})`}>
            {doc.parts.map((part) => (
              <PartOnSheet key={part.id} part={part} look={looks[part.id] ?? {}} selected={part.id === selectedId} font={labelFont} label={labels.get(part.id)} />
            ))}
            {junctions(doc).map((point) => (
              <circle key={`j${point.x},${point.y}`} cx={point.x * UNIT} cy={point.y * UNIT} r="2.6" fill="currentColor" className="lab-sheet__junction" />
            ))}
            {looseEnds(doc).map((point) => (
              <circle key={`e${point.x},${point.y}`} cx={point.x * UNIT} cy={point.y * UNIT} r="2.4" className="lab-sheet__end" />
            ))}
            {wireFrom && <circle cx={wireFrom.x * UNIT} cy={wireFrom.y * UNIT} r="6" className="lab-sheet__wire-from" />}
            {rubber && <line x1={rubber.from.x * UNIT} y1={rubber.from.y * UNIT} x2={rubber.to.x * UNIT} y2={rubber.to.y * UNIT} className="lab-sheet__rubber" />}
            {probes.map((point, i) => (
              <g key={i} className={`lab-probe lab-probe--${i === 0 ? 'red' : 'black'}`} transform={`translate(${point.x * UNIT} ${point.y * UNIT})`}>
                <circle r="5.5" />
                <text y="-8" textAnchor="middle">
                  {i === 0 ? '+' : '−'}
                </text>
              </g>
            ))}
          </g>
        </svg>
      </div>
      <div className="lab-sheet__zoom">
        <button type="button" className="lab-sheet__zoom-button" onClick={() => zoomButton(1.25)} aria-label="Крупнее">
          +
        </button>
        <button type="button" className="lab-sheet__zoom-button" onClick={() => zoomButton(0.8)} aria-label="Мельче">
          −
        </button>
        <button
          type="button"
          className="lab-sheet__zoom-button"
          onClick={() => setView(fitView(doc, size.width, size.height, MIN_SCALE, MAX_SCALE))}
          aria-label="Показать всю схему"
        >
          ⤢
        </button>
      </div>
    </div>
  );
}
