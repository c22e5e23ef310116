// The engine's warnings, in Russian for a 10-year-old, each with the lesson that explains why.
import { BATTERIES, type CircuitDocument, LEDS, LOADS, TRANSISTORS } from './document';
import type { CircuitWarning, PartReading } from './results';

/** Lessons behind «почему?» (src/content/lessons/). */
export const WARNING_LESSONS = { led: 2, transistor: 3, capacitor: 10, battery: 12 } as const;
/** A battery whose outside is less than this is shorted. */
export const SHORT_OHMS = 1;
/** An electrolytic capacitor with more than this against its polarity is reversed (a multivibrator's own swing to −0,7 В is not). */
export const REVERSED_VOLTS = 1;

/** «180 мА»: whole milliamperes, the one form every warning uses. */
export const milliamps = (amps: number): string => `${Math.round(Math.abs(amps) * 1000)} мА`;
/** «4,5 В». */
export const volts = (value: number): string => `${String(Math.round(Math.abs(value) * 10) / 10).replace('.', ',')} В`;

/** Over its limit once shown in whole milliamperes, so a message never says «20 мА, а можно 20 мА». */
const overMilliamps = (amps: number, limit: number) => Math.round(amps * 1000) > Math.round(limit * 1000);

/** A warning and how bad it is (amperes or volts), so a transient run keeps each part's worst. */
export interface RatedWarning {
  warning: CircuitWarning;
  severity: number;
}

export function findWarnings(circuit: CircuitDocument, parts: Record<string, PartReading>): RatedWarning[] {
  const found: RatedWarning[] = [];
  for (const part of circuit.parts) {
    const reading = parts[part.id];
    if (!reading) continue;
    const { amps } = reading;
    const id = part.id;
    switch (part.kind) {
      case 'led': {
        const max = LEDS[part.color].maxAmps;
        if (overMilliamps(amps, max))
          found.push({ severity: amps, warning: { kind: 'burnt', partId: id, lessonId: WARNING_LESSONS.led, message: `светодиод ${id} сгорел бы: ток ${milliamps(amps)}, а ему можно ${milliamps(max)}` } });
        break;
      }
      case 'npn': {
        const max = TRANSISTORS[part.model].maxCollectorAmps;
        if (overMilliamps(amps, max))
          found.push({ severity: amps, warning: { kind: 'burnt', partId: id, lessonId: WARNING_LESSONS.transistor, message: `транзистор ${id} сгорел бы: ток ${milliamps(amps)}, а ему можно ${milliamps(max)}` } });
        break;
      }
      case 'battery': {
        // a→b through a battery that gives current is negative: it flows from minus to plus inside.
        const given = -amps;
        const max = BATTERIES[part.battery].maxAmps;
        if (given > 0 && reading.volts < given * SHORT_OHMS)
          found.push({ severity: given, warning: { kind: 'short', partId: id, lessonId: WARNING_LESSONS.battery, message: `короткое замыкание: плюс и минус батарейки ${id} соединены почти напрямую, ток ${milliamps(given)}. Батарейка сильно нагреется и быстро сядет` } });
        else if (overMilliamps(given, max))
          found.push({ severity: given, warning: { kind: 'overload', partId: id, lessonId: WARNING_LESSONS.battery, message: `батарейка ${id} быстро сядет и нагреется: ток ${milliamps(given)}, а ей можно ${milliamps(max)}` } });
        break;
      }
      case 'capacitor':
        if (part.electrolytic && reading.volts < -REVERSED_VOLTS)
          found.push({ severity: -reading.volts, warning: { kind: 'reversed', partId: id, lessonId: WARNING_LESSONS.capacitor, message: `конденсатор ${id} стоит наоборот: его плюс (длинная ножка) должен смотреть к плюсу батарейки, иначе конденсатор испортится` } });
        break;
      case 'buzzer':
      case 'motor': {
        const load = LOADS[part.model];
        const name = part.kind === 'buzzer' ? 'зуммер' : 'моторчик';
        if (Math.abs(reading.volts) > load.maxVolts)
          found.push({ severity: Math.abs(reading.volts), warning: { kind: 'overload', partId: id, message: `${name} ${id} перегреется: на нём ${volts(reading.volts)}, а ему можно не больше ${volts(load.maxVolts)}` } });
        break;
      }
    }
  }
  return found;
}

/** Each part's and kind's worst warning of a run, in the order they first appeared. */
export class WorstWarnings {
  private readonly worst = new Map<string, RatedWarning>();

  add(warnings: RatedWarning[]): void {
    for (const rated of warnings) {
      const key = `${rated.warning.partId}\u0000${rated.warning.kind}`;
      const known = this.worst.get(key);
      if (!known || rated.severity > known.severity) this.worst.set(key, rated);
    }
  }

  list(): CircuitWarning[] {
    return [...this.worst.values()].map((rated) => rated.warning);
  }
}
