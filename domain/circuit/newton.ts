// Newton–Raphson on the nodal equations, with junction voltage limiting, and the fallbacks that
// make a hard circuit converge anyway: GMIN stepping, then source stepping.
import { GMIN, junctionCurrent, limitJunction, npnCurrents } from './device-models';
import { solveDense } from './dense-lu';
import type { CircuitModel } from './elements';

export interface SolveContext {
  /** Conductance from every node to ground. */
  gmin: number;
  /** Batteries' voltages are multiplied by this (source stepping). */
  sourceScale: number;
  /** A transient step: its length and the capacitors' voltages at its start. Without it capacitors are open. */
  step?: { seconds: number; capacitorVolts: Float64Array };
}

export interface OperatingPoint {
  /** Node voltages (the unknowns). */
  volts: Float64Array;
  converged: boolean;
}

/** How firmly a group no part joins to ground is held at 0 В (elements.ts, anchors). */
const ANCHOR_SIEMENS = 1e-3;

const voltage = (x: Float64Array, node: number) => (node < 0 ? 0 : x[node]!);

class System {
  readonly matrix: Float64Array;
  readonly rhs: Float64Array;

  constructor(readonly size: number) {
    this.matrix = new Float64Array(size * size);
    this.rhs = new Float64Array(size);
  }

  clear(): void {
    this.matrix.fill(0);
    this.rhs.fill(0);
  }

  add(row: number, col: number, value: number): void {
    if (row >= 0 && col >= 0) this.matrix[row * this.size + col]! += value;
  }

  conductance(a: number, b: number, siemens: number): void {
    this.add(a, a, siemens);
    this.add(b, b, siemens);
    this.add(a, b, -siemens);
    this.add(b, a, -siemens);
  }

  /** Row `row` of an NPN terminal whose current `amps` into the part depends on vbe and vbc, linearised there. */
  junctionRow(row: number, base: number, collector: number, emitter: number, amps: number, byVbe: number, byVbc: number, vbe: number, vbc: number): void {
    if (row < 0) return;
    this.add(row, base, byVbe + byVbc);
    this.add(row, emitter, -byVbe);
    this.add(row, collector, -byVbc);
    this.rhs[row]! -= amps - byVbe * vbe - byVbc * vbc;
  }

  /** A current `amps` leaving node `a` and entering node `b`. */
  current(a: number, b: number, amps: number): void {
    if (a >= 0) this.rhs[a]! -= amps;
    if (b >= 0) this.rhs[b]! += amps;
  }
}

function assemble(system: System, model: CircuitModel, junctionVolts: Float64Array, context: SolveContext): void {
  system.clear();
  for (let node = 0; node < model.size; node++) system.add(node, node, context.gmin);
  for (const node of model.anchors) system.add(node, node, ANCHOR_SIEMENS);
  for (const element of model.elements) {
    if (!element) continue;
    switch (element.kind) {
      case 'conductance':
        system.conductance(element.a, element.b, element.siemens);
        break;
      case 'battery':
        system.conductance(element.a, element.b, element.siemens);
        system.current(element.b, element.a, element.volts * element.siemens * context.sourceScale);
        break;
      case 'capacitor':
        if (context.step) {
          const siemens = element.farads / context.step.seconds;
          system.conductance(element.a, element.b, siemens);
          system.current(element.b, element.a, siemens * context.step.capacitorVolts[element.state]!);
        }
        break;
      case 'led': {
        system.conductance(element.a, element.inner, element.seriesSiemens);
        const volts = junctionVolts[element.junction]!;
        const { amps, siemens } = junctionCurrent(element.model, volts);
        system.conductance(element.inner, element.b, siemens + GMIN);
        system.current(element.inner, element.b, amps - siemens * volts);
        break;
      }
      case 'npn': {
        const vbe = junctionVolts[element.junction]!;
        const vbc = junctionVolts[element.junction + 1]!;
        const i = npnCurrents(element.model, vbe, vbc);
        const { base, collector, emitter } = element;
        system.junctionRow(collector, base, collector, emitter, i.collector, i.collectorByVbe, i.collectorByVbc, vbe, vbc);
        system.junctionRow(base, base, collector, emitter, i.base, i.baseByVbe, i.baseByVbc, vbe, vbc);
        system.junctionRow(emitter, base, collector, emitter, -(i.collector + i.base), -(i.collectorByVbe + i.baseByVbe), -(i.collectorByVbc + i.baseByVbc), vbe, vbc);
        break;
      }
    }
  }
}

/** Moves every junction's voltage towards what `x` says, limited; true when some limit acted. */
function updateJunctions(model: CircuitModel, x: Float64Array, junctionVolts: Float64Array, limit: boolean): boolean {
  let limited = false;
  for (const element of model.elements) {
    if (element?.kind !== 'led' && element?.kind !== 'npn') continue;
    const count = element.kind === 'led' ? 1 : 2;
    const junction = element.kind === 'led' ? element.model : element.model.junction;
    for (let k = 0; k < count; k++) {
      const proposed =
        element.kind === 'led'
          ? voltage(x, element.inner) - voltage(x, element.b)
          : voltage(x, element.base) - voltage(x, k === 0 ? element.emitter : element.collector);
      const index = element.junction + k;
      const next = limit ? limitJunction(junction, proposed, junctionVolts[index]!) : proposed;
      if (Math.abs(next - proposed) > 1e-9) limited = true;
      junctionVolts[index] = next;
    }
  }
  return limited;
}

/** SPICE's defaults (vntol, reltol). */
const ABS_TOLERANCE = 1e-6;
const REL_TOLERANCE = 1e-3;

/** Plain Newton from `start`. */
export function newton(model: CircuitModel, start: Float64Array, context: SolveContext, maxIterations = 150): OperatingPoint {
  const size = model.size;
  const system = new System(size);
  const x = Float64Array.from(start);
  const junctionVolts = new Float64Array(model.junctions);
  updateJunctions(model, x, junctionVolts, false);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    assemble(system, model, junctionVolts, context);
    if (!solveDense(system.matrix, system.rhs, size)) return { volts: x, converged: false };
    const next = system.rhs;
    let settled = true;
    for (let node = 0; node < size; node++) {
      const value = next[node]!;
      if (!Number.isFinite(value)) return { volts: x, converged: false };
      if (Math.abs(value - x[node]!) > ABS_TOLERANCE + REL_TOLERANCE * Math.abs(value)) settled = false;
      x[node] = value;
    }
    const limited = updateJunctions(model, x, junctionVolts, true);
    if (settled && !limited && iteration > 0) return { volts: x, converged: true };
  }
  return { volts: x, converged: false };
}

/** Newton, then GMIN stepping, then source stepping: what no reasonable circuit should get past. */
export function robustNewton(model: CircuitModel, start: Float64Array, context: Omit<SolveContext, 'gmin' | 'sourceScale'>): OperatingPoint {
  const plain = newton(model, start, { ...context, gmin: GMIN, sourceScale: 1 });
  if (plain.converged) return plain;

  let x: Float64Array = Float64Array.from(start);
  let stepped = true;
  for (let gmin = 1e-2; gmin >= GMIN * 0.99; gmin /= 10) {
    const point = newton(model, x, { ...context, gmin, sourceScale: 1 });
    if (!point.converged) {
      stepped = false;
      break;
    }
    x = point.volts;
  }
  if (stepped) return { volts: x, converged: true };

  x = new Float64Array(model.size);
  let scale = 0;
  let increment = 0.1;
  while (scale < 1) {
    const target = Math.min(1, scale + increment);
    const point = newton(model, x, { ...context, gmin: GMIN, sourceScale: target });
    if (point.converged) {
      x = point.volts;
      scale = target;
      increment = Math.min(increment * 2, 0.5);
    } else {
      increment /= 4;
      if (increment < 1e-4) return { volts: x, converged: false };
    }
  }
  return { volts: x, converged: true };
}
