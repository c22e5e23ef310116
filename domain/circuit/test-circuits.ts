// Circuits laid out on the grid for the engine's tests and its benchmark (scripts/bench/lab-engine.mjs).
import type { BatteryKind, CircuitDocument, CircuitPart, LedColor, Rotation } from './document';

const wire = (id: string, x: number, y: number, x2: number, y2: number): CircuitPart => ({ kind: 'wire', id, x, y, x2, y2, rotation: 0 });
const battery = (id: string, kind: BatteryKind, x: number, y: number, rotation: Rotation): CircuitPart => ({ kind: 'battery', id, battery: kind, x, y, rotation });
const resistor = (id: string, ohms: number, x: number, y: number, rotation: Rotation): CircuitPart => ({ kind: 'resistor', id, ohms, x, y, rotation });
const led = (id: string, color: LedColor, x: number, y: number, rotation: Rotation): CircuitPart => ({ kind: 'led', id, color, x, y, rotation });

/** Guide 10's multivibrator (src/content/guides/guide-10.ts): 4,5 В, R1 = R4 = 470 Ом, R2 = R3 = `baseOhms`, C1 = C2 = 100 мкФ, BC547. */
export function multivibrator(baseOhms: number): CircuitDocument {
  return {
    version: 1,
    title: 'Мультивибратор',
    parts: [
      // Battery on the left: plus rail along y = 0, minus rail along y = 30.
      battery('GB1', 'aa3', 0, 10, 90),
      wire('w1', 0, 10, 0, 0),
      wire('w2', 0, 0, 8, 0),
      wire('w3', 8, 0, 12, 0),
      wire('w4', 12, 0, 22, 0),
      wire('w5', 22, 0, 28, 0),
      wire('w6', 0, 14, 0, 30),
      wire('w7', 0, 30, 12, 30),
      wire('w8', 12, 30, 28, 30),
      // Left half: R2 to VT1's base, R1 and HL1 in its collector.
      resistor('R2', baseOhms, 8, 0, 90),
      wire('w9', 8, 4, 8, 10),
      wire('w10', 8, 10, 8, 18),
      wire('w11', 8, 18, 10, 18),
      resistor('R1', 470, 12, 0, 90),
      led('HL1', 'red', 12, 4, 90),
      wire('w12', 12, 8, 12, 12),
      wire('w13', 12, 12, 12, 16),
      { kind: 'npn', id: 'VT1', model: 'bc547', x: 10, y: 18, rotation: 0 },
      wire('w14', 12, 20, 12, 30),
      // Right half: R3 to VT2's base, R4 and HL2 in its collector.
      resistor('R3', baseOhms, 22, 0, 90),
      wire('w15', 22, 4, 22, 14),
      wire('w16', 22, 14, 22, 18),
      wire('w17', 22, 18, 26, 18),
      resistor('R4', 470, 28, 0, 90),
      led('HL2', 'green', 28, 4, 90),
      wire('w18', 28, 8, 28, 12),
      wire('w19', 28, 12, 28, 16),
      { kind: 'npn', id: 'VT2', model: 'bc547', x: 26, y: 18, rotation: 0 },
      wire('w20', 28, 20, 28, 30),
      // Cross-coupling: C1 from VT1's collector to VT2's base, C2 from VT2's collector to VT1's base.
      { kind: 'capacitor', id: 'C1', farads: 100e-6, electrolytic: true, x: 12, y: 12, rotation: 0 },
      wire('w21', 16, 12, 16, 14),
      wire('w22', 16, 14, 22, 14),
      { kind: 'capacitor', id: 'C2', farads: 100e-6, electrolytic: true, x: 28, y: 12, rotation: 180 },
      wire('w23', 24, 12, 24, 10),
      wire('w24', 24, 10, 8, 10),
    ],
  };
}

/** A battery, `ohms` and an LED in a loop (the LED left out when `ohms` is undefined). */
export function ledCircuit(kind: BatteryKind, ohms: number | undefined, color: LedColor = 'red'): CircuitDocument {
  const parts: CircuitPart[] = [battery('GB1', kind, 0, 0, 90), wire('w1', 0, 0, 4, 0), wire('w2', 0, 4, 4, 8)];
  if (ohms === undefined) parts.push(wire('w3', 4, 0, 8, 0));
  else parts.push(resistor('R1', ohms, 4, 0, 0));
  parts.push(led('HL1', color, 8, 0, 90), wire('w4', 8, 4, 8, 8), wire('w5', 8, 8, 4, 8));
  return { version: 1, title: 'Светодиод', parts };
}

/** The largest circuit a pupil may draw (CIRCUIT_LIMITS.maxParts): a «Крона» and 26 stages of 100 Ом along the top, a red LED down to the bottom wire. */
export function ledLadder(stages = 26): CircuitDocument {
  const parts: CircuitPart[] = [battery('GB1', 'krona', 0, 0, 90)];
  for (let k = 0; k < stages; k++) {
    const x = 4 * k;
    parts.push(resistor(`R${k + 1}`, 100, x, 0, 0), led(`HL${k + 1}`, 'red', x + 4, 0, 90), wire(`w${k + 1}`, x + 4, 4, x, 4));
  }
  return { version: 1, title: 'Лесенка светодиодов', parts };
}
