// The lab's workbench: the circuit on the sheet, the tools above it, the palette or the selected
// part's settings below it, and what the circuit does — solved again after every change
// (docs/product.md, «Лаборатория»; the interaction model: docs/decisions/0244-...).
import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { partTerminals, type CircuitDocument, type PartKind, type Point } from '../../../../domain/circuit/document';
import type { CircuitWarning } from '../../../../domain/circuit/results';
import { solveDc } from '../../../../domain/circuit/solve';
import { partName } from '../model/catalogue';
import { editorReducer, initialEditor } from '../model/editor';
import { formatAmps, formatVolts } from '../model/format';
import type { Hit } from '../model/sheet';
import { useTransient } from '../hooks/use-transient';
import { PartPanel } from './part-panel';
import type { PartLook } from './part-symbol';
import { Palette } from './palette';
import { Warnings } from './results-panel';
import { Sheet, type SheetMode } from './sheet';
import './lab.css';

export type Tool = { kind: 'edit' } | { kind: 'wire' } | { kind: 'voltmeter' } | { kind: 'ammeter' } | { kind: 'place'; part: PartKind };

const TOOLS: { kind: 'edit' | 'voltmeter' | 'ammeter'; label: string }[] = [
  { kind: 'edit', label: 'Собирать' },
  { kind: 'voltmeter', label: 'Вольтметр' },
  { kind: 'ammeter', label: 'Амперметр' },
];

interface LabWorkbenchProps {
  initial: CircuitDocument;
  /** Changes when another circuit opens (a preset, a saved one). */
  circuitKey: string;
  /** First beside the sheet: a lesson's task and its check. */
  aside?(doc: CircuitDocument): ReactNode;
  /** Last beside the sheet: saving and the pupil's circuits. */
  children?(doc: CircuitDocument): ReactNode;
}

function sheetMode(tool: Tool): SheetMode {
  return tool.kind === 'edit' ? 'edit' : tool.kind === 'wire' ? 'wire' : 'tap';
}

export function LabWorkbench({ initial, circuitKey, aside, children }: LabWorkbenchProps) {
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditor);
  const [loadedKey, setLoadedKey] = useState(circuitKey);
  const [tool, setTool] = useState<Tool>({ kind: 'edit' });
  const [wireFrom, setWireFrom] = useState<Point | null>(null);
  const [probes, setProbes] = useState<Point[]>([]);
  const [measured, setMeasured] = useState<string | null>(null);
  if (loadedKey !== circuitKey) {
    setLoadedKey(circuitKey);
    dispatch({ type: 'load', doc: initial });
    setProbes([]);
    setMeasured(null);
    setWireFrom(null);
  }
  const { doc, selectedId } = state;
  // Solved in the render that draws the circuit: the sheet is never drawn before its answer
  // (the sheet's `data-solved` marks the first drawing with its size; scripts/bench/lab-open.mjs).
  const solution = useMemo(() => solveDc(doc), [doc]);
  const transient = useTransient(doc);
  const hasCapacitor = doc.parts.some((part) => part.kind === 'capacitor');

  const playback = transient.playback;
  const warnings: readonly CircuitWarning[] = playback ? playback.run.warnings : solution.warnings;
  const looks = useMemo(() => {
    const result: Record<string, PartLook> = {};
    const faulty = new Set(warnings.map((warning) => warning.partId));
    for (const part of doc.parts) {
      const reading = solution.parts[part.id];
      const look: PartLook = { faulty: faulty.has(part.id) };
      if (playback) {
        const glow = playback.run.glow[part.id];
        if (glow) look.glow = glow[playback.index] ?? 0;
        const amps = playback.run.amps[part.id];
        if (amps && (part.kind === 'buzzer' || part.kind === 'motor')) look.running = Math.abs(amps[playback.index] ?? 0) > 0.005;
      } else if (reading) {
        look.glow = reading.glow;
        look.running = reading.running;
      }
      result[part.id] = look;
    }
    return result;
  }, [doc, solution, playback, warnings]);

  const selected = doc.parts.find((part) => part.id === selectedId);

  // On a laptop: Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z), Delete and R for the selected part, Esc.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [contenteditable]')) return;
      const key = event.key.toLowerCase();
      const command = event.ctrlKey || event.metaKey;
      if (command && (key === 'y' || (key === 'z' && event.shiftKey))) dispatch({ type: 'redo' });
      else if (command && key === 'z') dispatch({ type: 'undo' });
      else if (command || event.altKey) return;
      else if (selectedId && (key === 'delete' || key === 'backspace')) dispatch({ type: 'remove', id: selectedId });
      else if (selectedId && (key === 'r' || key === 'к')) dispatch({ type: 'rotate', id: selectedId });
      else if (key === 'escape') {
        dispatch({ type: 'select', id: null });
        setWireFrom(null);
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selectedId]);

  function pickTool(next: Tool) {
    setTool(next);
    setWireFrom(null);
    if (next.kind !== 'voltmeter') setProbes([]);
    if (next.kind !== 'ammeter') setMeasured(null);
    if (next.kind !== 'edit') dispatch({ type: 'select', id: null });
  }

  function finishWire(from: Point, to: Point) {
    dispatch({ type: 'wire', from, to });
    setWireFrom(null);
  }

  function onTap(hit: Hit) {
    switch (tool.kind) {
      case 'place': {
        // The part lies centred under the finger.
        const half = tool.part === 'npn' ? 1 : 2;
        dispatch({ type: 'place', kind: tool.part, at: { x: hit.point.x - half, y: hit.point.y } });
        setTool({ kind: 'edit' });
        return;
      }
      case 'voltmeter': {
        // A probe on a part or a wire touches its nearest terminal: a wire is one point electrically.
        let point = hit.point;
        if (hit.kind === 'part') {
          const part = doc.parts.find((p) => p.id === hit.id);
          const terminals = part ? partTerminals(part) : [];
          point = terminals.reduce((best, t) => (Math.hypot(t.x - hit.point.x, t.y - hit.point.y) < Math.hypot(best.x - hit.point.x, best.y - hit.point.y) ? t : best), terminals[0] ?? hit.point);
        }
        setProbes((current) => (current.length >= 2 ? [point] : [...current, point]));
        return;
      }
      case 'ammeter':
        if (hit.kind === 'part') setMeasured(hit.id);
        return;
      case 'wire':
        if (wireFrom) finishWire(wireFrom, hit.point);
        else setWireFrom(hit.point);
        return;
      case 'edit':
        if (hit.kind === 'part') {
          setWireFrom(null);
          dispatch({ type: 'select', id: hit.id });
        } else if (wireFrom) {
          if (wireFrom.x === hit.point.x && wireFrom.y === hit.point.y) setWireFrom(null);
          else finishWire(wireFrom, hit.point);
        } else if (hit.kind === 'terminal') {
          setWireFrom(hit.point);
        } else {
          dispatch({ type: 'select', id: null });
        }
    }
  }

  const meter = meterLine(tool, probes, measured, doc, solution, playback);
  const hint = hintFor(tool, wireFrom, doc.parts.length === 0);

  return (
    <div className="lab">
      <div className="lab__main">
        <div className="lab-tools" role="toolbar" aria-label="Инструменты">
          {TOOLS.map((item) => (
            <button
              key={item.kind}
              type="button"
              className={`lab-tools__tool${tool.kind === item.kind ? ' lab-tools__tool--active' : ''}`}
              aria-pressed={tool.kind === item.kind}
              onClick={() => pickTool({ kind: item.kind })}
            >
              {item.label}
            </button>
          ))}
          <span className="lab-tools__gap" />
          <button type="button" className="lab-tools__icon" onClick={() => dispatch({ type: 'undo' })} disabled={state.past.length === 0} aria-label="Отменить" title="Отменить">
            ↶
          </button>
          <button type="button" className="lab-tools__icon" onClick={() => dispatch({ type: 'redo' })} disabled={state.future.length === 0} aria-label="Вернуть" title="Вернуть">
            ↷
          </button>
        </div>
        <Sheet
          doc={doc}
          fitKey={circuitKey}
          mode={sheetMode(tool)}
          selectedId={selectedId}
          looks={looks}
          probes={probes}
          wireFrom={wireFrom}
          onTap={onTap}
          onDragStart={() => dispatch({ type: 'dragStart' })}
          onDrag={(id, by) => dispatch({ type: 'drag', id, by })}
          onDragEnd={() => dispatch({ type: 'dragEnd' })}
          onWire={finishWire}
          label={`Схема «${doc.title}»`}
        />
        <div className="lab-status" aria-live="polite">
          {meter ? (
            <p className={`lab-status__meter${/[\d] (В|мА|А)$/.test(meter) ? '' : ' lab-status__meter--ask'}`}>{meter}</p>
          ) : (
            <p className="lab-status__hint">{hint}</p>
          )}
          {hasCapacitor &&
            (playback ? (
              <button type="button" className="button button--secondary button--small lab-status__run" onClick={transient.stop}>
                ■ Стоп ({Math.floor(playback.run.times[playback.index] ?? 0)} с)
              </button>
            ) : (
              <button type="button" className="button button--primary button--small lab-status__run" onClick={transient.start}>
                ▶ Пуск
              </button>
            ))}
        </div>
        {transient.finished && !playback && <p className="lab-status__hint">Запуск закончился. Нажми «Пуск», чтобы посмотреть ещё раз.</p>}
      </div>
      <div className="lab__side">
        {aside?.(doc)}
        <Warnings warnings={warnings} error={solution.ok || doc.parts.length === 0 ? undefined : solution.error} />
        {selected ? (
          <PartPanel
            key={selected.id}
            part={selected}
            onChange={(patch) => dispatch({ type: 'change', id: selected.id, patch })}
            onHold={(closed) => dispatch({ type: 'hold', id: selected.id, closed })}
            onRotate={() => dispatch({ type: 'rotate', id: selected.id })}
            onRemove={() => dispatch({ type: 'remove', id: selected.id })}
            onClose={() => dispatch({ type: 'select', id: null })}
          />
        ) : (
          <Palette
            active={tool.kind === 'place' ? tool.part : tool.kind === 'wire' ? 'wire' : null}
            onPick={(kind) => {
              const same = (tool.kind === 'place' && tool.part === kind) || (tool.kind === 'wire' && kind === 'wire');
              pickTool(same ? { kind: 'edit' } : kind === 'wire' ? { kind: 'wire' } : { kind: 'place', part: kind });
            }}
          />
        )}
        {children?.(doc)}
      </div>
    </div>
  );
}

function hintFor(tool: Tool, wireFrom: Point | null, empty: boolean): string {
  if (wireFrom) return 'Теперь коснись точки, куда протянуть провод.';
  switch (tool.kind) {
    case 'place':
      return 'Коснись схемы там, куда положить деталь.';
    case 'wire':
      return 'Проведи пальцем от вывода детали до точки — получится провод.';
    case 'voltmeter':
      return 'Коснись двух точек схемы: вольтметр покажет напряжение между ними.';
    case 'ammeter':
      return 'Коснись детали: амперметр покажет ток через неё.';
    case 'edit':
      return empty
        ? 'Выбери деталь внизу и коснись схемы, чтобы положить её.'
        : 'Тащи деталь за середину, провод — от вывода. Коснись детали, чтобы изменить её.';
  }
}

function meterLine(
  tool: Tool,
  probes: Point[],
  measured: string | null,
  doc: CircuitDocument,
  solution: ReturnType<typeof solveDc>,
  playback: ReturnType<typeof useTransient>['playback'],
): string | null {
  if (tool.kind === 'voltmeter' && probes.length > 0) {
    if (probes.length === 1) return 'Вольтметр: «+» стоит. Коснись второй точки.';
    const [a, b] = probes as [Point, Point];
    const va = solution.voltageAt(a);
    const vb = solution.voltageAt(b);
    if (va === undefined || vb === undefined) return 'Вольтметр: щуп не касается ни одного вывода. Коснись вывода детали.';
    return `Вольтметр: ${formatVolts(va - vb)}`;
  }
  if (tool.kind === 'ammeter' && measured) {
    const part = doc.parts.find((p) => p.id === measured);
    if (!part) return null;
    const amps = playback ? (playback.run.amps[part.id]?.[playback.index] ?? 0) : (solution.parts[part.id]?.amps ?? 0);
    return `Амперметр, ${partName(part)}: ${formatAmps(Math.abs(amps))}`;
  }
  return null;
}
