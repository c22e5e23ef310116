// The parts as the equations see them: conductances, batteries (Norton: an ideal source with its
// internal resistance is a current source beside a conductance, so no branch unknowns), LEDs
// (a junction behind a series resistance, one inner node each), capacitors and NPNs.
import { BATTERIES, type CircuitDocument, LOADS } from './document';
import { CLOSED_SWITCH_OHMS, type JunctionModel, LED_SERIES_OHMS, ledJunction, type NpnModel, npnModel } from './device-models';
import type { Netlist } from './netlist';

export type Element =
  | { kind: 'conductance'; a: number; b: number; siemens: number }
  | { kind: 'battery'; a: number; b: number; volts: number; siemens: number }
  /** Anode → series resistance → inner → junction → cathode; `junction` indexes the junction voltages. */
  | { kind: 'led'; a: number; inner: number; b: number; seriesSiemens: number; model: JunctionModel; junction: number }
  | { kind: 'capacitor'; a: number; b: number; farads: number; state: number }
  /** Junction voltages: vbe at `junction`, vbc at `junction + 1`. */
  | { kind: 'npn'; base: number; collector: number; emitter: number; model: NpnModel; junction: number };

export interface CircuitModel {
  /** Unknowns: the netlist's nodes, then the LEDs' inner nodes. */
  size: number;
  /** By the part's index; undefined for a wire or an open switch. */
  elements: (Element | undefined)[];
  junctions: number;
  /** Capacitors, numbered for their voltage history in a transient run. */
  capacitors: number;
  /**
   * One node of each group that no part joins to ground (a part lying alone, a battery on its
   * own): tied to ground, so its voltages read 0 instead of floating on GMIN's rounding errors.
   * No current can flow through a group's only tie.
   */
  anchors: number[];
}

function elementNodes(element: Element): number[] {
  switch (element.kind) {
    case 'led':
      return [element.a, element.inner, element.b];
    case 'npn':
      return [element.base, element.collector, element.emitter];
    default:
      return [element.a, element.b];
  }
}

/** The lowest node of every group of nodes that parts do not join to ground. */
function floatingAnchors(size: number, elements: (Element | undefined)[]): number[] {
  // Ground is index `size` here.
  const parent = Array.from({ length: size + 1 }, (_, node) => node);
  const find = (node: number): number => {
    while (parent[node] !== node) node = parent[node] = parent[parent[node]!]!;
    return node;
  };
  for (const element of elements) {
    if (!element) continue;
    const [first, ...rest] = elementNodes(element).map((node) => (node < 0 ? size : node));
    for (const node of rest) parent[find(node)] = find(first!);
  }
  const anchored = new Set([find(size)]);
  const anchors: number[] = [];
  for (let node = 0; node < size; node++) {
    const root = find(node);
    if (!anchored.has(root)) {
      anchored.add(root);
      anchors.push(node);
    }
  }
  return anchors;
}

export function buildModel(circuit: CircuitDocument, netlist: Netlist): CircuitModel {
  let size = netlist.count;
  let junctions = 0;
  let capacitors = 0;
  const elements = circuit.parts.map((part, index): Element | undefined => {
    const [a, b, c] = netlist.terminals[index]!;
    switch (part.kind) {
      case 'wire':
        return undefined;
      case 'battery': {
        const battery = BATTERIES[part.battery];
        return { kind: 'battery', a: a!, b: b!, volts: battery.volts, siemens: 1 / battery.ohms };
      }
      case 'resistor':
        return { kind: 'conductance', a: a!, b: b!, siemens: 1 / Math.max(part.ohms, 1e-6) };
      case 'switch':
      case 'button':
        return part.closed ? { kind: 'conductance', a: a!, b: b!, siemens: 1 / CLOSED_SWITCH_OHMS } : undefined;
      case 'buzzer':
      case 'motor':
        return { kind: 'conductance', a: a!, b: b!, siemens: 1 / LOADS[part.model].ohms };
      case 'led':
        junctions += 1;
        return { kind: 'led', a: a!, inner: size++, b: b!, seriesSiemens: 1 / LED_SERIES_OHMS, model: ledJunction(part.color), junction: junctions - 1 };
      case 'capacitor':
        return { kind: 'capacitor', a: a!, b: b!, farads: part.farads, state: capacitors++ };
      case 'npn':
        junctions += 2;
        return { kind: 'npn', base: a!, collector: b!, emitter: c!, model: npnModel(part.model), junction: junctions - 2 };
    }
  });
  return { size, elements, junctions, capacitors, anchors: floatingAnchors(size, elements) };
}
