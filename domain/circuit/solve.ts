// The lab's DC answer: every node's voltage with switches as they are and capacitors charged
// (open), every part's reading, and the warnings
// (docs/decisions/0235-the-lab-runs-its-own-circuit-engine.md).
import { type CircuitDocument, type Point, pointKey } from './document';
import { buildModel } from './elements';
import { buildNetlist, type Netlist } from './netlist';
import { robustNewton } from './newton';
import { partReader } from './readings';
import type { DcSolution, PartReading } from './results';
import { findWarnings } from './warnings';

export const NO_BATTERY_ERROR = 'В схеме нет батарейки, а без неё ток не потечёт. Добавь батарейку.';
export const NO_CONVERGENCE_ERROR = 'Не получилось рассчитать эту схему. Проверь, как соединены детали, и попробуй ещё раз.';

/** Voltages of the grid points, read from the node voltages. */
export function pointVoltages(netlist: Netlist, x: Float64Array | undefined): (point: Point) => number | undefined {
  return (point) => {
    const node = netlist.nodeOfPoint.get(pointKey(point));
    if (node === undefined) return undefined;
    return node < 0 || !x ? 0 : x[node]!;
  };
}

function zeroReadings(circuit: CircuitDocument): Record<string, PartReading> {
  const parts: Record<string, PartReading> = {};
  for (const part of circuit.parts) {
    const reading: PartReading = { amps: 0, volts: 0, watts: 0 };
    if (part.kind === 'led') reading.glow = 0;
    if (part.kind === 'npn') reading.baseAmps = 0;
    if (part.kind === 'buzzer' || part.kind === 'motor') reading.running = false;
    parts[part.id] = reading;
  }
  return parts;
}

/** An answer with nothing flowing and a Russian `error`. */
export function failedSolution(circuit: CircuitDocument, netlist: Netlist, error: string): DcSolution {
  return { ok: false, error, voltageAt: pointVoltages(netlist, undefined), parts: zeroReadings(circuit), warnings: [] };
}

export function solveDc(circuit: CircuitDocument): DcSolution {
  const netlist = buildNetlist(circuit);
  if (!netlist.hasBattery) return failedSolution(circuit, netlist, NO_BATTERY_ERROR);
  const model = buildModel(circuit, netlist);
  const point = robustNewton(model, new Float64Array(model.size), {});
  if (!point.converged) return failedSolution(circuit, netlist, NO_CONVERGENCE_ERROR);
  const parts = partReader(circuit, netlist, model)(point.volts);
  return {
    ok: true,
    voltageAt: pointVoltages(netlist, point.volts),
    parts,
    warnings: findWarnings(circuit, parts).map((rated) => rated.warning),
  };
}
