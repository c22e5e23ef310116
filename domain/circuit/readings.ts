// What a multimeter would show on each part once the node voltages are known.
import { type CircuitDocument, LOADS, partTerminals, pointKey } from './document';
import { junctionCurrent, LED_RATED_AMPS, npnCurrents } from './device-models';
import { solveDense } from './dense-lu';
import type { CircuitModel } from './elements';
import type { Netlist } from './netlist';
import type { PartReading } from './results';

/** An LED below this current looks dark. */
export const LED_DARK_AMPS = 1e-4;
/** Currents below this are leakage through GMIN: shown as 0. */
const NOISE_AMPS = 1e-10;

const voltage = (x: Float64Array, node: number) => (node < 0 ? 0 : x[node]!);
const clean = (amps: number) => (Math.abs(amps) < NOISE_AMPS ? 0 : amps);

export function ledGlow(amps: number): number {
  return amps < LED_DARK_AMPS ? 0 : Math.min(1, amps / LED_RATED_AMPS);
}

/**
 * Current into each terminal of every non-wire part (partTerminals order). `capacitorSiemens` and
 * `capacitorVolts` describe a transient step (C/dt and the voltages at its start); without them a
 * capacitor is open.
 */
function terminalCurrents(model: CircuitModel, x: Float64Array, capacitor?: CapacitorStep): number[][] {
  return model.elements.map((element) => {
    if (!element) return [0, 0];
    switch (element.kind) {
      case 'conductance': {
        const amps = element.siemens * (voltage(x, element.a) - voltage(x, element.b));
        return [amps, -amps];
      }
      case 'battery': {
        const amps = element.siemens * (voltage(x, element.a) - voltage(x, element.b) - element.volts);
        return [amps, -amps];
      }
      case 'capacitor': {
        const amps = capacitor ? capacitor.siemens(element.state) * (voltage(x, element.a) - voltage(x, element.b) - capacitor.volts[element.state]!) : 0;
        return [amps, -amps];
      }
      case 'led': {
        const amps = junctionCurrent(element.model, voltage(x, element.inner) - voltage(x, element.b)).amps;
        return [amps, -amps];
      }
      case 'npn': {
        const vb = voltage(x, element.base);
        const i = npnCurrents(element.model, vb - voltage(x, element.emitter), vb - voltage(x, element.collector));
        return [i.base, i.collector, -(i.base + i.collector)];
      }
    }
  });
}

interface WireNet {
  wires: number[];
  siemens: number[];
  /** Each wire's ends, as indices into `points` (0 is the reference). */
  ends: (readonly [number, number])[];
  /** The net's points, as indices of all points. */
  points: number[];
}

/** Where the wires and terminals are: worked out once per circuit, used at every reading. */
interface Layout {
  /** Each non-wire part's terminals, as indices of all points. */
  terminalPoints: number[][];
  pointCount: number;
  nets: WireNet[];
}

function layoutOf(circuit: CircuitDocument, netlist: Netlist): Layout {
  const pointIndex = new Map<string, number>();
  const indexOf = (key: string) => {
    let index = pointIndex.get(key);
    if (index === undefined) pointIndex.set(key, (index = pointIndex.size));
    return index;
  };
  const terminalPoints = circuit.parts.map((part) => partTerminals(part).map((point) => indexOf(pointKey(point))));
  const byNode = new Map<number, WireNet>();
  circuit.parts.forEach((part, index) => {
    if (part.kind !== 'wire') return;
    const node = netlist.terminals[index]![0]!;
    let net = byNode.get(node);
    if (!net) byNode.set(node, (net = { wires: [], siemens: [], ends: [], points: [] }));
    const local = terminalPoints[index]!.map((point) => {
      const at = net.points.indexOf(point);
      return at >= 0 ? at : net.points.push(point) - 1;
    });
    net.wires.push(index);
    net.siemens.push(1 / Math.max(1, Math.hypot(part.x2 - part.x, part.y2 - part.y)));
    net.ends.push([local[0]!, local[1]!]);
  });
  return { terminalPoints, pointCount: pointIndex.size, nets: [...byNode.values()] };
}

/** Currents through wires: each net's wires share its current as resistances by their length would. */
function wireCurrents(circuit: CircuitDocument, layout: Layout, currents: number[][]): Map<number, number> {
  const injected = new Float64Array(layout.pointCount);
  circuit.parts.forEach((part, index) => {
    if (part.kind === 'wire') return;
    layout.terminalPoints[index]!.forEach((point, terminal) => (injected[point]! -= currents[index]![terminal]!));
  });
  const result = new Map<number, number>();
  for (const net of layout.nets) {
    // Point 0 is the reference; the others are unknowns 0..n-1.
    const n = net.points.length - 1;
    const matrix = new Float64Array(n * n);
    const rhs = new Float64Array(n);
    net.ends.forEach(([a, b], w) => {
      const g = net.siemens[w]!;
      if (a > 0) matrix[(a - 1) * n + (a - 1)]! += g;
      if (b > 0) matrix[(b - 1) * n + (b - 1)]! += g;
      if (a > 0 && b > 0) {
        matrix[(a - 1) * n + (b - 1)]! -= g;
        matrix[(b - 1) * n + (a - 1)]! -= g;
      }
    });
    for (let local = 1; local <= n; local++) rhs[local - 1] = injected[net.points[local]!]!;
    const solved = n === 0 || solveDense(matrix, rhs, n);
    const potential = (point: number) => (point === 0 || !solved ? 0 : rhs[point - 1]!);
    net.ends.forEach(([a, b], w) => result.set(net.wires[w]!, clean(net.siemens[w]! * (potential(a) - potential(b)))));
  }
  return result;
}

export type CapacitorStep = { siemens: (index: number) => number; volts: Float64Array };

/** Reads every part from the node voltages `x` (and, in a transient step, its capacitors' state). */
export type PartReader = (x: Float64Array, capacitor?: CapacitorStep) => Record<string, PartReading>;

export function partReader(circuit: CircuitDocument, netlist: Netlist, model: CircuitModel): PartReader {
  const layout = layoutOf(circuit, netlist);
  return (x, capacitor) => readParts(circuit, netlist, model, layout, x, capacitor);
}

function readParts(
  circuit: CircuitDocument,
  netlist: Netlist,
  model: CircuitModel,
  layout: Layout,
  x: Float64Array,
  capacitor?: CapacitorStep,
): Record<string, PartReading> {
  const currents = terminalCurrents(model, x, capacitor);
  const wires = wireCurrents(circuit, layout, currents);
  const parts: Record<string, PartReading> = {};
  circuit.parts.forEach((part, index) => {
    const nodes = netlist.terminals[index]!;
    const at = (terminal: number) => voltage(x, nodes[terminal]!);
    if (part.kind === 'npn') {
      const collectorAmps = clean(currents[index]![1]!);
      const baseAmps = clean(currents[index]![0]!);
      const volts = at(1) - at(2);
      parts[part.id] = { amps: collectorAmps, volts, watts: Math.abs(volts * collectorAmps + (at(0) - at(2)) * baseAmps), baseAmps };
      return;
    }
    const amps = part.kind === 'wire' ? (wires.get(index) ?? 0) : clean(currents[index]![0]!);
    const volts = at(0) - at(1);
    const reading: PartReading = { amps, volts, watts: Math.abs(volts * amps) };
    if (part.kind === 'led') reading.glow = ledGlow(amps);
    if (part.kind === 'buzzer' || part.kind === 'motor') reading.running = Math.abs(volts) >= LOADS[part.model].minVolts;
    parts[part.id] = reading;
  });
  return parts;
}
