// @ts-check
// Lays the tracks of a single-sided printed board (decision 0151): a maze router on a 1.27 mm
// grid. Copper runs on the back in straight pieces; where a net cannot get through, it crosses
// the others with a wire link (a straight jumper on the parts side, two holes). The result is
// plain geometry (pads, tracks, links), which pcb-draw.mjs draws and pcb-check.mjs re-checks.

export const GRID = 1.27;
/** Track width, and the copper every pad keeps free around itself in grid steps. */
export const TRACK = 0.8;

/**
 * @typedef {object} Pad a hole with a copper ring
 * @property {string} part R1, U1, HL12, J3 (a wire link's end)
 * @property {string} pin 1, 2, A, K, +, −
 * @property {number} x mm from the board's left edge, seen from the parts side
 * @property {number} y mm from the top edge
 * @property {number} d ring diameter, mm
 * @property {string} net '' = not connected
 * @property {boolean} [square] pin 1 of a chip, plus of a capacitor
 */
/** @typedef {{ x1: number, y1: number, x2: number, y2: number, net: string }} Segment */
/**
 * @typedef {object} Routed
 * @property {Pad[]} pads the parts' pads and the links' holes
 * @property {Segment[]} tracks copper on the back
 * @property {Segment[]} links wire links on the parts side (single-sided boards)
 * @property {Segment[]} topTracks copper on the parts side (two-sided boards)
 */

/**
 * A binary heap of [cost, state] pairs.
 */
class Heap {
  constructor() {
    /** @type {number[]} */ this.cost = [];
    /** @type {number[]} */ this.state = [];
  }
  get size() {
    return this.cost.length;
  }
  /** @param {number} c @param {number} s */
  push(c, s) {
    const { cost, state } = this;
    let i = cost.length;
    cost.push(c);
    state.push(s);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((cost[p] ?? 0) <= c) break;
      cost[i] = cost[p] ?? 0;
      state[i] = state[p] ?? 0;
      i = p;
    }
    cost[i] = c;
    state[i] = s;
  }
  pop() {
    const { cost, state } = this;
    const top = state[0] ?? 0;
    const lastC = cost.pop() ?? 0;
    const lastS = state.pop() ?? 0;
    const n = cost.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const m = r < n && (cost[r] ?? 0) < (cost[l] ?? 0) ? r : l;
      if ((cost[m] ?? 0) >= lastC) break;
      cost[i] = cost[m] ?? 0;
      state[i] = state[m] ?? 0;
      i = m;
    }
    cost[i] = lastC;
    state[i] = lastS;
    return top;
  }
}

const DX = [1, 0, -1, 0];
const DY = [0, 1, 0, -1];
const TURN = 2;
const LINK_HOLE = 30;
const LINK_STEP = 3;
const VIA = 5;
const NEAR_PAD = 3;
const TOP_STEP = 1.3;

/**
 * One routing pass; nets in `first` go first, in that order, then the rest shortest first.
 * @param {{ w: number, h: number, pads: Pad[], keepout?: { x: number, y: number, w: number, h: number }[], inside?: (x: number, y: number) => boolean, partial?: string[], twoSided?: boolean, first?: string[], fixed?: { tracks: Segment[], topTracks: Segment[], vias: Pad[] } }} board
 *   fixed: copper laid by hand, routed around and joined to
 *   twoSided: copper on the parts side too, reached through vias only (no part is soldered there)
 *   partial: collects the nets that could not be routed instead of failing (for drawing a draft)
 * @param {readonly string[]} first
 * @returns {Routed}
 */
function routeOnce(board, first) {
  const cols = Math.floor(board.w / GRID) + 1;
  const rows = Math.floor(board.h / GRID) + 1;
  const n = cols * rows;
  const margin = 1.6; // copper keeps this far from the board's edge
  /** copper owner per cell: 0 free, k = net index + 1, -1 off the board, -2 a pad on no net,
   * -3 kept free on the back (the board's printed number) */
  const owner = new Int32Array(n);
  /** the owner of the wire link over a cell */
  const top = new Int32Array(n);
  const inside = board.inside ?? (() => true);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * GRID;
      const y = r * GRID;
      const ok = x >= margin && y >= margin && x <= board.w - margin && y <= board.h - margin && inside(x, y) && inside(x - margin, y) && inside(x + margin, y) && inside(x, y - margin) && inside(x, y + margin);
      if (!ok) owner[r * cols + c] = -1;
    }
  }
  for (const k of board.keepout ?? []) {
    for (let r = Math.floor(k.y / GRID); r <= Math.ceil((k.y + k.h) / GRID); r++) {
      for (let c = Math.floor(k.x / GRID); c <= Math.ceil((k.x + k.w) / GRID); c++) if (r >= 0 && c >= 0 && r < rows && c < cols && owner[r * cols + c] === 0) owner[r * cols + c] = -3;
    }
  }
  const nets = [...new Set(board.pads.map((p) => p.net).filter(Boolean))];
  const netId = new Map(nets.map((net, i) => [net, i + 1]));
  const cellOf = (/** @type {Pad} */ p) => Math.round(p.y / GRID) * cols + Math.round(p.x / GRID);
  /** @type {Map<number, Pad>} */
  const padAt = new Map();
  for (const p of board.pads) {
    const cell = cellOf(p);
    const other = padAt.get(cell);
    if (other) throw new Error(`${p.part}.${p.pin} and ${other.part}.${other.pin} fall on one grid cell`);
    padAt.set(cell, p);
    owner[cell] = p.net ? (netId.get(p.net) ?? 0) : -2;
  }
  // a pad off the grid also covers the cell beside it: keep other copper off that one too
  for (const p of board.pads) {
    for (let r = Math.floor((p.y - p.d / 2) / GRID); r <= Math.ceil((p.y + p.d / 2) / GRID); r++) {
      for (let c = Math.floor((p.x - p.d / 2) / GRID); c <= Math.ceil((p.x + p.d / 2) / GRID); c++) {
        const k = r * cols + c;
        if (r < 0 || c < 0 || r >= rows || c >= cols || padAt.has(k) || Math.hypot(c * GRID - p.x, r * GRID - p.y) > p.d / 2) continue;
        owner[k] = p.net ? (netId.get(p.net) ?? 0) : -2;
      }
    }
  }
  // cells two steps or less from another net's pad cost more: keep the pins' ways out open
  const near = new Int32Array(n);
  for (const [cell, p] of padAt) {
    const c = cell % cols;
    const r = (cell - c) / cols;
    const id = p.net ? (netId.get(p.net) ?? 0) : -2;
    for (let dr = -2; dr <= 2; dr++) {
      for (let dc = -2; dc <= 2; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue;
        const k = rr * cols + cc;
        near[k] = near[k] === 0 || near[k] === id ? id : -9;
      }
    }
  }
  const crowd = (/** @type {number} */ cell, /** @type {number} */ id) => (two && near[cell] !== 0 && near[cell] !== id ? NEAR_PAD : 0);
  // copper laid by hand (board.fixed): mark it, and join what it connects (node = cell * 2 + layer)
  const dsu = new Int32Array(n * 2).map((_, i) => i);
  const find = (/** @type {number} */ a) => {
    while (dsu[a] !== a) a = dsu[a] = dsu[dsu[a] ?? a] ?? a;
    return a;
  };
  const join = (/** @type {number} */ a, /** @type {number} */ b) => {
    dsu[find(a)] = find(b);
  };
  const fixed = board.fixed ?? { tracks: [], topTracks: [], vias: [] };
  const cellAt = (/** @type {number} */ x, /** @type {number} */ y) => Math.round(y / GRID) * cols + Math.round(x / GRID);
  /** @param {Segment} t @param {number} layer */
  const lay = (t, layer) => {
    const id = netId.get(t.net) ?? 0;
    const steps = Math.round(Math.max(Math.abs(t.x2 - t.x1), Math.abs(t.y2 - t.y1)) / GRID);
    let last = -1;
    for (let k = 0; k <= steps; k++) {
      const cell = cellAt(t.x1 + ((t.x2 - t.x1) * k) / Math.max(steps, 1), t.y1 + ((t.y2 - t.y1) * k) / Math.max(steps, 1));
      if (layer === 0) owner[cell] = owner[cell] === -2 ? -2 : id;
      else top[cell] = id;
      if (last >= 0) join(last * 2 + layer, cell * 2 + layer);
      last = cell;
    }
  };
  for (const t of fixed.tracks) lay(t, 0);
  for (const t of fixed.topTracks) lay(t, 1);
  for (const v of fixed.vias) {
    const cell = cellAt(v.x, v.y);
    owner[cell] = netId.get(v.net) ?? 0;
    top[cell] = owner[cell] ?? 0;
    join(cell * 2, cell * 2 + 1);
  }
  /** The bottom cells joined to `cell` by the hand-laid copper. */
  const joined = (/** @type {number} */ cell) => {
    const root = find(cell * 2);
    /** @type {number[]} */
    const out = [];
    for (let k = 0; k < n; k++) if (find(k * 2) === root) out.push(k);
    return out;
  };
  /** Can net `id` put copper on `cell`? No other net's copper on it or next to it. */
  const free = (/** @type {number} */ cell, /** @type {number} */ id) => {
    const o = owner[cell] ?? -1;
    if (o !== 0 && o !== id) return false;
    const c = cell % cols;
    const r = (cell - c) / cols;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if (!dr && !dc) continue;
        const rr = r + dr;
        const cc = c + dc;
        if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue;
        const oo = owner[rr * cols + cc] ?? 0;
        if (oo !== 0 && oo !== id && oo !== -1) return false;
      }
    }
    return true;
  };

  /** Can net `id` put copper on the parts side at `cell` (two-sided boards)? */
  const freeTop = (/** @type {number} */ cell, /** @type {number} */ id) => {
    if ((owner[cell] ?? 0) === -1) return false;
    const c = cell % cols;
    const r = (cell - c) / cols;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue;
        const k = rr * cols + cc;
        const o = top[k] ?? 0;
        if (o !== 0 && o !== id) return false;
        const pad = padAt.get(k);
        if (pad && pad.net !== net0(id)) return false;
      }
    }
    return true;
  };
  const net0 = (/** @type {number} */ id) => nets[id - 1] ?? '';
  const two = !!board.twoSided;
  /** @type {Segment[]} */
  const topTracks = [];
  /** @type {Pad[]} */
  const vias = [];
  /** @type {Segment[]} */
  const tracks = [];
  /** @type {Segment[]} */
  const links = [];
  // state = ((cell * 2 + layer) * 4 + dir)
  const dist = new Float64Array(n * 8);
  const prev = new Int32Array(n * 8);

  const byNet = nets.map((net) => board.pads.filter((p) => p.net === net));
  const span = (/** @type {Pad[]} */ ps) => Math.max(...ps.map((p) => p.x)) - Math.min(...ps.map((p) => p.x)) + Math.max(...ps.map((p) => p.y)) - Math.min(...ps.map((p) => p.y));
  const rank = (/** @type {number} */ i) => {
    const k = first.indexOf(nets[i] ?? '');
    return k < 0 ? Infinity : k;
  };
  const order = byNet.map((_, i) => i).sort((a, b) => rank(a) - rank(b) || span(byNet[a] ?? []) - span(byNet[b] ?? []));

  for (const i of order) {
    const pads = byNet[i] ?? [];
    const net = nets[i] ?? '';
    const id = i + 1;
    /** cells already in this net's tree (copper) */
    const start = cellOf(/** @type {Pad} */ (pads[0]));
    const tree = new Set(joined(start));
    const targets = new Set(pads.map(cellOf).filter((c) => !tree.has(c)));
    while (targets.size) {
      dist.fill(Infinity);
      prev.fill(-1);
      const heap = new Heap();
      for (const cell of tree) {
        for (let dir = 0; dir < 4; dir++) {
          const s = cell * 8 + dir;
          dist[s] = 0;
          heap.push(0, s);
        }
      }
      let found = -1;
      while (heap.size) {
        const s = heap.pop();
        const d = dist[s] ?? 0;
        const cell = s >> 3;
        const layer = (s >> 2) & 1;
        const dir = s & 3;
        if (layer === 0 && targets.has(cell)) {
          found = s;
          break;
        }
        const c = cell % cols;
        const r = (cell - c) / cols;
        /** @param {number} ns @param {number} nd */
        const relax = (ns, nd) => {
          if (nd < (dist[ns] ?? Infinity)) {
            dist[ns] = nd;
            prev[ns] = s;
            heap.push(nd, ns);
          }
        };
        if (layer === 0) {
          for (let nd = 0; nd < 4; nd++) {
            if (((nd + 2) & 3) === dir && !tree.has(cell)) continue;
            const cc = c + (DX[nd] ?? 0);
            const rr = r + (DY[nd] ?? 0);
            if (cc < 0 || rr < 0 || cc >= cols || rr >= rows) continue;
            const next = rr * cols + cc;
            const pad = padAt.get(next);
            if (pad && pad.net !== net) continue;
            if (!pad && !free(next, id)) continue;
            // two-sided: the back prefers to run across, the parts side along (fewer crossings)
            relax(next * 8 + nd, d + (two && nd % 2 === 1 ? 1.6 : 1) + (nd === dir || tree.has(cell) ? 0 : TURN) + crowd(next, id));
          }
          // a wire link may start here: its hole needs free copper around it
          if (!padAt.has(cell) && free(cell, id) && (two ? freeTop(cell, id) : (top[cell] ?? 0) === 0)) for (let nd = 0; nd < 4; nd++) relax(cell * 8 + 4 + nd, d + (two ? VIA : LINK_HOLE));
        } else if (two) {
          // copper on the parts side: any way but back, or down through a via
          for (let nd = 0; nd < 4; nd++) {
            if (((nd + 2) & 3) === dir) continue;
            const cc = c + (DX[nd] ?? 0);
            const rr = r + (DY[nd] ?? 0);
            if (cc < 0 || rr < 0 || cc >= cols || rr >= rows) continue;
            const next = rr * cols + cc;
            if (padAt.has(next) || !freeTop(next, id)) continue;
            relax(next * 8 + 4 + nd, d + (nd % 2 === 0 ? 2.6 : TOP_STEP) + (nd === dir ? 0 : TURN));
          }
          if (!padAt.has(cell) && free(cell, id)) relax(cell * 8 + dir, d + VIA);
        } else {
          // on a link: straight on, or down through a hole
          const cc = c + (DX[dir] ?? 0);
          const rr = r + (DY[dir] ?? 0);
          if (cc >= 0 && rr >= 0 && cc < cols && rr < rows) {
            const next = rr * cols + cc;
            const under = padAt.get(next);
            if ((top[next] ?? 0) === 0 && (owner[next] ?? 0) !== -1 && (!under || under.net === net)) relax(next * 8 + 4 + dir, d + LINK_STEP);
          }
          const from = startOfLink(s);
          const long = Math.abs((from % cols) - c) + Math.abs(Math.floor(from / cols) - r) >= 3;
          if (long && !padAt.has(cell) && free(cell, id)) relax(cell * 8 + dir, d + LINK_HOLE);
        }
      }
      if (found < 0 && board.partial) {
        board.partial.push(net);
        break;
      }
      if (found < 0) throw new RouteError(net, `cannot route net ${net}: ${[...targets].map((t) => padAt.get(t)?.part + '.' + padAt.get(t)?.pin).join(', ')}`);
      // walk back and lay the copper and links
      /** @type {number[]} */
      const path = [];
      for (let s = found; s >= 0; s = prev[s] ?? -1) path.push(s);
      path.reverse();
      for (let k = 1; k < path.length; k++) {
        const a = path[k - 1] ?? 0;
        const b = path[k] ?? 0;
        const ca = a >> 3;
        const cb = b >> 3;
        const la = (a >> 2) & 1;
        const lb = (b >> 2) & 1;
        const xy = (/** @type {number} */ cell) => [(cell % cols) * GRID, Math.floor(cell / cols) * GRID];
        if (la === 0 && lb === 0) {
          const [x1, y1] = xy(ca);
          const [x2, y2] = xy(cb);
          tracks.push({ x1: x1 ?? 0, y1: y1 ?? 0, x2: x2 ?? 0, y2: y2 ?? 0, net });
          owner[ca] = owner[ca] === -2 ? -2 : id;
          owner[cb] = id;
          tree.add(ca).add(cb);
        } else if (la === 1 && lb === 1) {
          top[ca] = id;
          top[cb] = id;
          if (two) {
            const [x1, y1] = xy(ca);
            const [x2, y2] = xy(cb);
            topTracks.push({ x1: x1 ?? 0, y1: y1 ?? 0, x2: x2 ?? 0, y2: y2 ?? 0, net });
          }
        }
        if (la !== lb) {
          // a hole of a link: where it goes up (la 0 → lb 1) or comes down
          const [x, y] = xy(ca);
          owner[ca] = id;
          tree.add(ca);
          top[ca] = id;
          if (two) vias.push({ part: '', pin: '', x: x ?? 0, y: y ?? 0, d: 1.9, net });
          else if (la === 1) {
            const start = startOfLink(a);
            const [sx, sy] = xy(start);
            links.push({ x1: sx ?? 0, y1: sy ?? 0, x2: x ?? 0, y2: y ?? 0, net });
          }
        }
      }
      const reached = path[path.length - 1] ?? 0;
      for (const cell of joined(reached >> 3)) {
        targets.delete(cell);
        tree.add(cell);
      }
    }
  }
  /** The cell where the link that state `s` is on went up. */
  function startOfLink(/** @type {number} */ s) {
    let t = s;
    while (((prev[t] ?? -1) >= 0) && (((prev[t] ?? 0) >> 2) & 1) === 1) t = prev[t] ?? 0;
    return t >> 3;
  }
  // name the links J1, J2… in reading order, and their holes after them
  links.sort((a, b) => Math.min(a.y1, a.y2) - Math.min(b.y1, b.y2) || Math.min(a.x1, a.x2) - Math.min(b.x1, b.x2));
  /** @type {Pad[]} */
  const linkPads = [];
  links.forEach((l, k) => {
    linkPads.push({ part: `J${k + 1}`, pin: '1', x: l.x1, y: l.y1, d: 1.9, net: l.net }, { part: `J${k + 1}`, pin: '2', x: l.x2, y: l.y2, d: 1.9, net: l.net });
  });
  // pads off the grid reach their cell with a short stub
  for (const p of board.pads) {
    const gx = Math.round(p.x / GRID) * GRID;
    const gy = Math.round(p.y / GRID) * GRID;
    if (p.net && Math.hypot(gx - p.x, gy - p.y) > 0.01) tracks.push({ x1: p.x, y1: p.y, x2: gx, y2: gy, net: p.net });
  }
  vias.push(...fixed.vias);
  tracks.unshift(...fixed.tracks);
  topTracks.unshift(...fixed.topTracks);
  vias.sort((a, b) => a.y - b.y || a.x - b.x);
  const viaPads = vias.map((v, k) => ({ ...v, part: `V${k + 1}`, pin: '1' }));
  return { pads: [...board.pads, ...linkPads, ...viaPads], tracks: mergeTracks(tracks), links, topTracks: mergeTracks(topTracks) };
}

class RouteError extends Error {
  /** @param {string} net @param {string} message */
  constructor(net, message) {
    super(message);
    this.net = net;
  }
}

/**
 * Routes every net of the pads. Nets are routed shortest first; each grows a tree from its first
 * pad to the nearest pad not yet reached. A net that cannot get through is moved to the front
 * and the board is routed again (deterministically), up to 40 times.
 * @param {Parameters<typeof routeOnce>[0]} board
 * @returns {Routed}
 */
export function route(board) {
  /** @type {string[]} */
  const first = [...(board.first ?? [])];
  if (board.partial) return routeOnce(board, first);
  for (let attempt = 0; ; attempt++) {
    try {
      return routeOnce(board, first);
    } catch (e) {
      if (!(e instanceof RouteError) || attempt >= 40) throw e;
      const k = first.indexOf(e.net);
      if (k >= 0) first.splice(k, 1);
      first.unshift(e.net);
    }
  }
}

/**
 * Joins unit steps that continue in one direction into one straight piece.
 * @param {Segment[]} steps
 */
function mergeTracks(steps) {
  /** @type {Segment[]} */
  const out = [];
  for (const s of steps) {
    const last = out[out.length - 1];
    if (last && last.net === s.net && last.x2 === s.x1 && last.y2 === s.y1 && Math.sign(last.x2 - last.x1) === Math.sign(s.x2 - s.x1) && Math.sign(last.y2 - last.y1) === Math.sign(s.y2 - s.y1)) {
      last.x2 = s.x2;
      last.y2 = s.y2;
    } else out.push({ ...s });
  }
  return out;
}
