// From the drawing to nodes: terminals at one grid point are one node, and a wire's two ends are
// one node too (union-find), so wires never become unknowns
// (docs/decisions/0235-the-lab-runs-its-own-circuit-engine.md).
import { type CircuitDocument, partTerminals, pointKey } from './document';

/** Node number of ground: the first battery's minus. */
export const GROUND = -1;

export interface Netlist {
  /** Nodes other than ground, numbered 0..count-1. */
  count: number;
  /** The node of every grid point some terminal (or a wire's end) touches. */
  nodeOfPoint: Map<string, number>;
  /** Each part's terminal nodes, in partTerminals order, by the part's index. */
  terminals: number[][];
  hasBattery: boolean;
}

class UnionFind {
  private readonly parent = new Map<string, string>();

  add(key: string): void {
    if (!this.parent.has(key)) this.parent.set(key, key);
  }

  find(key: string): string {
    let root = key;
    while (this.parent.get(root) !== root) root = this.parent.get(root)!;
    let walk = key;
    while (walk !== root) {
      const next = this.parent.get(walk)!;
      this.parent.set(walk, root);
      walk = next;
    }
    return root;
  }

  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }

  keys(): IterableIterator<string> {
    return this.parent.keys();
  }
}

export function buildNetlist(circuit: CircuitDocument): Netlist {
  const sets = new UnionFind();
  const keys = circuit.parts.map((part) => partTerminals(part).map(pointKey));
  for (const [index, part] of circuit.parts.entries()) {
    const own = keys[index]!;
    for (const key of own) sets.add(key);
    if (part.kind === 'wire') sets.union(own[0]!, own[1]!);
  }
  const firstBattery = circuit.parts.findIndex((part) => part.kind === 'battery');
  const groundRoot = firstBattery >= 0 ? sets.find(keys[firstBattery]![1]!) : undefined;
  const nodeOfRoot = new Map<string, number>();
  if (groundRoot !== undefined) nodeOfRoot.set(groundRoot, GROUND);
  const nodeOfPoint = new Map<string, number>();
  for (const key of [...sets.keys()]) {
    const root = sets.find(key);
    let node = nodeOfRoot.get(root);
    if (node === undefined) {
      node = nodeOfRoot.size - (groundRoot === undefined ? 0 : 1);
      nodeOfRoot.set(root, node);
    }
    nodeOfPoint.set(key, node);
  }
  return {
    count: nodeOfRoot.size - (groundRoot === undefined ? 0 : 1),
    nodeOfPoint,
    terminals: keys.map((own) => own.map((key) => nodeOfPoint.get(key)!)),
    hasBattery: firstBattery >= 0,
  };
}
