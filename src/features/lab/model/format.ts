// Numbers on the lab's page, Russian-style (a decimal comma) and rounded the way a multimeter
// shows them: three significant digits at most, never «0,000».

function decimal(value: number, digits: number): string {
  const rounded = Number(value.toFixed(digits));
  return String(rounded === 0 ? 0 : rounded).replace('.', ',').replace('-', '−');
}

/** Significant digits for a magnitude: 1234 → 0 decimals, 12,3 → 1, 1,23 → 2, 0,123 → 3. */
function digitsFor(magnitude: number): number {
  if (magnitude >= 100) return 0;
  if (magnitude >= 10) return 1;
  if (magnitude >= 1) return 2;
  return 3;
}

/** 4.5 → «4,5 В», 0.0123 → «0,012 В». */
export function formatVolts(volts: number): string {
  const magnitude = Math.abs(volts);
  if (magnitude < 0.0005) return '0 В';
  return `${decimal(volts, digitsFor(magnitude))} В`;
}

/** 0.0152 → «15,2 мА», 0.18 → «180 мА», 2.5 → «2,5 А». */
export function formatAmps(amps: number): string {
  const magnitude = Math.abs(amps);
  if (magnitude >= 1) return `${decimal(amps, digitsFor(magnitude))} А`;
  const milli = amps * 1000;
  if (Math.abs(milli) < 0.0005) return '0 мА';
  return `${decimal(milli, digitsFor(Math.abs(milli)))} мА`;
}

/** 1e-4 → «100 мкФ», 4.7e-8 → «47 нФ», 1e-11 → «10 пФ». */
export function formatFarads(farads: number): string {
  const [scaled, unit] =
    farads >= 1e-6 ? [farads * 1e6, 'мкФ'] : farads >= 1e-9 ? [farads * 1e9, 'нФ'] : [farads * 1e12, 'пФ'];
  return `${decimal(scaled, 2)} ${unit}`;
}
