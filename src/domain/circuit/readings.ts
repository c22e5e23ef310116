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
function terminalCurrents(model: CircuitModel, x: Float64Array, capacitor?: { siemens: (index: number) => number; volts: Float64Array }): number[][] {
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

/** Currents through wires: each net's wires share its current as resistances by their length would. */
function wireCurrents(circuit: CircuitDocument, netlist: Netlist, currents: number[][]): Map<number, number> {
  const injected = new Map<string, number>();
  const wiresByNode = new Map<number, number[]>();
  circuit.parts.forEach((part, index) => {
    if (part.kind === 'wire') {
      const node = netlist.terminals[index]![0]!;
      wiresByNode.set(node, [...(wiresByNode.get(node) ?? []), index]);
      return;
    }
    partTerminals(part).forEach((point, terminal) => {
      const key = pointKey(point);
      injected.set(key, (injected.get(key) ?? 0) - currents[index]![terminal]!);
    });
  });
  const result = new Map<number, number>();
  for (const wires of wiresByNode.values()) {
    const points = new Map<string, number>();
    const ends = wires.map((index) => {
      const [a, b] = partTerminals(circuit.parts[index]!).map(pointKey);
      for (const key of [a!, b!]) if (!points.has(key)) points.set(key, points.size);
      return [points.get(a!)!, points.get(b!)!] as const;
    });
    // Point 0 is the reference; the others are unknowns 0..n-1.
    const n = points.size - 1;
    const matrix = new Float64Array(n * n);
    const rhs = new Float64Array(n);
    const siemens = wires.map((index) => {
      const wire = circuit.parts[index]!;
      return wire.kind === 'wire' ? 1 / Math.max(1, Math.hypot(wire.x2 - wire.x, wire.y2 - wire.y)) : 0;
    });
    ends.forEach(([a, b], w) => {
      const g = siemens[w]!;
      if (a > 0) matrix[(a - 1) * n + (a - 1)]! += g;
      if (b > 0) matrix[(b - 1) * n + (b - 1)]! += g;
      if (a > 0 && b > 0) {
        matrix[(a - 1) * n + (b - 1)]! -= g;
        matrix[(b - 1) * n + (a - 1)]! -= g;
      }
    });
    for (const [key, index] of points) if (index > 0) rhs[index - 1] = injected.get(key) ?? 0;
    const solved = n === 0 || solveDense(matrix, rhs, n);
    const potential = (point: number) => (point === 0 || !solved ? 0 : rhs[point - 1]!);
    ends.forEach(([a, b], w) => result.set(wires[w]!, clean(siemens[w]! * (potential(a) - potential(b)))));
  }
  return result;
}

export function readParts(
  circuit: CircuitDocument,
  netlist: Netlist,
  model: CircuitModel,
  x: Float64Array,
  capacitor?: { siemens: (index: number) => number; volts: Float64Array },
): Record<string, PartReading> {
  const currents = terminalCurrents(model, x, capacitor);
  const wires = wireCurrents(circuit, netlist, currents);
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
