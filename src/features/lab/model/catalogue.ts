// The kit's parts as the lab's palette offers them: what a new part is, its letter code on a
// drawing (ГОСТ 2.710: GB, R, HL, SA, SB, C, VT, HA, M) and the values the panel lets a pupil pick.
import { formatOhms } from '../../../content/resistor-code';
import {
  BATTERIES,
  LEDS,
  LOADS,
  TRANSISTORS,
  type CircuitDocument,
  type CircuitPart,
  type PartKind,
  type Point,
} from '../../../../domain/circuit/document';
import { formatFarads } from './format';

export interface PaletteItem {
  kind: PartKind;
  /** On the palette's button. */
  label: string;
  /** The label with soft hyphens where a narrow button may break it. */
  short: string;
}

export const PALETTE: readonly PaletteItem[] = [
  { kind: 'battery', label: 'Батарейка', short: 'Батарей\u00adка' },
  { kind: 'resistor', label: 'Резистор', short: 'Резистор' },
  { kind: 'led', label: 'Светодиод', short: 'Свето\u00adдиод' },
  { kind: 'switch', label: 'Выключатель', short: 'Выклю\u00adчатель' },
  { kind: 'button', label: 'Кнопка', short: 'Кнопка' },
  { kind: 'capacitor', label: 'Конденсатор', short: 'Конден\u00adсатор' },
  { kind: 'npn', label: 'Транзистор', short: 'Транзис\u00adтор' },
  { kind: 'buzzer', label: 'Зуммер', short: 'Зуммер' },
  { kind: 'motor', label: 'Моторчик', short: 'Мотор\u00adчик' },
  { kind: 'wire', label: 'Провод', short: 'Провод' },
];

const PREFIX: Record<PartKind, string> = {
  battery: 'GB',
  resistor: 'R',
  led: 'HL',
  switch: 'SA',
  button: 'SB',
  capacitor: 'C',
  npn: 'VT',
  buzzer: 'HA',
  motor: 'M',
  wire: 'w',
};

/** The kit's resistors: the E12 row from 10 Ом to 1 МОм (the guides use 10 Ом … 1 МОм). */
export const KIT_OHMS: readonly number[] = [10, 100, 1000, 10_000, 100_000].flatMap((decade) =>
  [1, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2].map((m) => Math.round(m * decade * 10) / 10),
).concat([1_000_000]);

/** The kit's capacitors (the guides' parts lists): 47 нФ … 470 мкФ. */
export const KIT_FARADS: readonly number[] = [4.7e-8, 1e-7, 1e-6, 1e-5, 2.2e-5, 4.7e-5, 1e-4, 2.2e-4, 4.7e-4];

/** The next free id with this kind's letters: R1, R2… after the highest one in the circuit. */
export function nextPartId(doc: CircuitDocument, kind: PartKind): string {
  const prefix = PREFIX[kind];
  let highest = 0;
  for (const part of doc.parts) {
    const match = new RegExp(`^${prefix}(\\d+)$`).exec(part.id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${prefix}${highest + 1}`;
}

/** A new part of this kind with its first terminal at `at`, horizontal. */
export function newPart(kind: PartKind, id: string, at: Point): CircuitPart {
  const base = { id, x: at.x, y: at.y, rotation: 0 as const };
  switch (kind) {
    case 'battery':
      return { ...base, kind, battery: 'aa2' };
    case 'resistor':
      return { ...base, kind, ohms: 470 };
    case 'led':
      return { ...base, kind, color: 'red' };
    case 'switch':
    case 'button':
      return { ...base, kind, closed: kind === 'switch' };
    case 'capacitor':
      return { ...base, kind, farads: 1e-4, electrolytic: true };
    case 'npn':
      return { ...base, kind, model: 'bc547' };
    case 'buzzer':
      return { ...base, kind, model: 'buzzer3' };
    case 'motor':
      return { ...base, kind, model: 'motor3' };
    case 'wire':
      return { ...base, kind, x2: at.x + 4, y2: at.y };
  }
}

/** What the drawing writes beside the id: «470 Ом», «9 В», «красный». */
export function partValue(part: CircuitPart): string {
  switch (part.kind) {
    case 'battery':
      return `${String(BATTERIES[part.battery].volts).replace('.', ',')} В`;
    case 'resistor':
      return formatOhms(part.ohms);
    case 'led':
      return LEDS[part.color].title;
    case 'capacitor':
      return formatFarads(part.farads);
    case 'npn':
      return TRANSISTORS[part.model].title;
    case 'buzzer':
    case 'motor':
      // «Зуммер, 3 В» → «3 В»: the voltage it is made for, as its label says.
      return LOADS[part.model].title.split(', ')[1] ?? '';
    case 'switch':
    case 'button':
      return part.closed ? 'вкл.' : 'выкл.';
    case 'wire':
      return '';
  }
}

/** The part's name in a sentence: «резистор R1». */
export function partName(part: CircuitPart): string {
  const noun: Record<PartKind, string> = {
    battery: 'батарейка',
    resistor: 'резистор',
    led: 'светодиод',
    switch: 'выключатель',
    button: 'кнопка',
    capacitor: 'конденсатор',
    npn: 'транзистор',
    buzzer: 'зуммер',
    motor: 'моторчик',
    wire: 'провод',
  };
  return `${noun[part.kind]} ${part.id}`;
}
