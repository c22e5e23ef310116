// A circuit of the lab (docs/product.md, «Лаборатория»): what a pupil builds, saves (on the device
// and on the server, GET/PUT /api/v1/lab/circuits/{n}) and what a lesson's practice sends to be
// checked. Pure data, shared by the page, the engine (./solve, ./transient) and the server.
//
// Geometry is a grid of integer points. Two terminals at the same point are connected; a wire is
// a part with two ends. Nothing else connects, so the drawing is the netlist.

/** A grid point (integers). */
export interface Point {
  x: number;
  y: number;
}

/** Quarter turns, clockwise on screen (y grows downwards). */
export type Rotation = 0 | 90 | 180 | 270;

/** The kit's batteries: voltage, internal resistance, and the current they give safely. */
export const BATTERIES = {
  cr2032: { title: 'Батарейка-таблетка CR2032, 3 В', volts: 3, ohms: 15, maxAmps: 0.02 },
  aa2: { title: 'Две батарейки АА, 3 В', volts: 3, ohms: 0.4, maxAmps: 1 },
  aa3: { title: 'Три батарейки АА, 4,5 В', volts: 4.5, ohms: 0.6, maxAmps: 1 },
  krona: { title: 'Батарейка «Крона», 9 В', volts: 9, ohms: 2, maxAmps: 0.3 },
} as const;
export type BatteryKind = keyof typeof BATTERIES;

/** The kit's LEDs: forward voltage at 20 мА and the most current they stand. */
export const LEDS = {
  red: { title: 'красный', volts: 2, maxAmps: 0.02 },
  yellow: { title: 'жёлтый', volts: 2.1, maxAmps: 0.02 },
  green: { title: 'зелёный', volts: 2.2, maxAmps: 0.02 },
  blue: { title: 'синий', volts: 3, maxAmps: 0.02 },
  white: { title: 'белый', volts: 3, maxAmps: 0.02 },
} as const;
export type LedColor = keyof typeof LEDS;

/** The kit's NPN transistors. */
export const TRANSISTORS = {
  bc547: { title: 'BC547B', beta: 290, maxCollectorAmps: 0.1 },
  bc337: { title: 'BC337-25', beta: 250, maxCollectorAmps: 0.8 },
} as const;
export type TransistorModel = keyof typeof TRANSISTORS;

/** Loads that are not a lamp: modelled as a resistance with the voltage they are made for. */
export const LOADS = {
  buzzer3: { kind: 'buzzer', title: 'Зуммер, 3 В', ohms: 150, minVolts: 2, maxVolts: 4 },
  buzzer5: { kind: 'buzzer', title: 'Зуммер, 5 В', ohms: 200, minVolts: 3.5, maxVolts: 5.5 },
  motor3: { kind: 'motor', title: 'Моторчик, 3 В', ohms: 20, minVolts: 1, maxVolts: 4.5 },
} as const;
export type LoadModel = keyof typeof LOADS;

interface PartBase {
  /** Unique within the circuit: 'R1', 'HL1', 'w7'… (what the pupil reads on the drawing for parts). */
  id: string;
  /** The first terminal. */
  x: number;
  y: number;
  rotation: Rotation;
}

/** Terminals: a = plus, b = minus. */
export interface BatteryPart extends PartBase {
  kind: 'battery';
  battery: BatteryKind;
}
export interface ResistorPart extends PartBase {
  kind: 'resistor';
  ohms: number;
}
/** Terminals: a = anode (long leg), b = cathode. */
export interface LedPart extends PartBase {
  kind: 'led';
  color: LedColor;
}
/** A slide switch or a reed switch (on/off stays), or a button (on while pressed). */
export interface SwitchPart extends PartBase {
  kind: 'switch' | 'button';
  closed: boolean;
}
/** Terminals: a = plus for an electrolytic one. */
export interface CapacitorPart extends PartBase {
  kind: 'capacitor';
  farads: number;
  electrolytic: boolean;
}
/** Terminals: base at (x, y), collector and emitter to its right (see partTerminals). */
export interface NpnPart extends PartBase {
  kind: 'npn';
  model: TransistorModel;
}
export interface LoadPart extends PartBase {
  kind: 'buzzer' | 'motor';
  model: LoadModel;
}
/** A wire from (x, y) to (x2, y2); rotation is ignored (always 0). */
export interface WirePart extends PartBase {
  kind: 'wire';
  x2: number;
  y2: number;
}

export type CircuitPart = BatteryPart | ResistorPart | LedPart | SwitchPart | CapacitorPart | NpnPart | LoadPart | WirePart;
export type PartKind = CircuitPart['kind'];

export interface CircuitDocument {
  version: 1;
  /** The pupil's name for it, or the preset's. */
  title: string;
  parts: CircuitPart[];
}

/** Limits the server and the page both enforce. */
export const CIRCUIT_LIMITS = {
  /** A pupil's own circuits: slots 1..10. */
  slots: 10,
  /** The saved JSON document, in bytes (UTF-8). */
  maxBytes: 20 * 1024,
  maxParts: 80,
  titleMaxLength: 60,
  /** The grid is 0..gridMax on both axes. */
  gridMax: 200,
  minOhms: 0.1,
  maxOhms: 10_000_000,
  minFarads: 1e-12,
  maxFarads: 0.01,
} as const;

/** Length of a two-terminal part from a to b, in grid steps. */
export const PART_LENGTH = 4;

function rotate(dx: number, dy: number, rotation: Rotation): Point {
  switch (rotation) {
    case 0:
      return { x: dx, y: dy };
    case 90:
      return { x: -dy, y: dx };
    case 180:
      return { x: -dx, y: -dy };
    case 270:
      return { x: dy, y: -dx };
  }
}

/**
 * Where a part's terminals are, in order: two-terminal parts [a, b]; an NPN [base, collector,
 * emitter]; a wire [one end, the other end].
 */
export function partTerminals(part: CircuitPart): Point[] {
  const at = (dx: number, dy: number) => {
    const d = rotate(dx, dy, part.rotation);
    return { x: part.x + d.x, y: part.y + d.y };
  };
  if (part.kind === 'wire') return [{ x: part.x, y: part.y }, { x: part.x2, y: part.y2 }];
  if (part.kind === 'npn') return [at(0, 0), at(2, -2), at(2, 2)];
  return [at(0, 0), at(PART_LENGTH, 0)];
}

export const pointKey = (point: Point): string => `${point.x},${point.y}`;
