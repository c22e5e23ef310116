import { hasForbiddenChars } from '../text';
import {
  BATTERIES,
  CIRCUIT_LIMITS,
  LEDS,
  LOADS,
  TRANSISTORS,
  partTerminals,
  type CircuitDocument,
  type CircuitPart,
  type PartKind,
  type Rotation,
} from './document';

// The one gate a circuit passes before it is kept or checked: the server (PUT
// /api/v1/lab/circuits/{n}), the lab's page and a lesson's practice call it (docs/product.md,
// «Лаборатория»). Whatever arrives (a file, an old device's copy, a hand-made request), the answer
// is a clean copy with only the fields of the contract, or one Russian sentence a child can act on.

export type CircuitParse = { ok: true; circuit: CircuitDocument } | { ok: false; message: string };

const { gridMax, maxParts, titleMaxLength, maxBytes } = CIRCUIT_LIMITS;

/** A part's name: 'R1', 'HL1', 'w7'. Letters, digits, «_» and «-», short enough for the drawing. */
const PART_ID = /^[\p{L}\p{N}_-]{1,12}$/u;
const ROTATIONS: readonly number[] = [0, 90, 180, 270];
const KINDS: readonly PartKind[] = ['battery', 'resistor', 'led', 'switch', 'button', 'capacitor', 'npn', 'buzzer', 'motor', 'wire'];

export const CIRCUIT_MSG = {
  notCircuit: 'Это не схема: файл или запрос повреждён',
  version: 'Эта схема сделана в другой версии лаборатории: нужна версия 1',
  titleNotText: 'Название схемы должно быть текстом',
  titleForbidden: 'В названии схемы есть невидимые или служебные символы: убери их',
  titleTooLong: `Название схемы слишком длинное: можно не больше ${titleMaxLength} символов`,
  partsNotList: 'В схеме нет списка деталей',
  tooManyParts: `Слишком много деталей: можно не больше ${maxParts}`,
  tooBig: `Схема слишком большая: можно не больше ${maxBytes / 1024} КБ`,
  partNotObject: (index: number) => `Деталь №${index + 1} повреждена`,
  partId: (index: number) => `Деталь №${index + 1}: имя должно быть из букв и цифр, не длиннее 12 знаков`,
  duplicateId: (id: string) => `Две детали с именем ${id}: у каждой детали своё имя`,
  unknownKind: (id: string) => `Деталь ${id}: такой детали в лаборатории нет`,
  coordinates: (id: string) => `Деталь ${id}: координаты должны быть целыми числами от 0 до ${gridMax}`,
  offGrid: (id: string) => `Деталь ${id} выходит за край поля: передвинь её`,
  rotation: (id: string) => `Деталь ${id}: поворот может быть только 0, 90, 180 или 270 градусов`,
  battery: (id: string) => `Деталь ${id}: такой батарейки в наборе нет`,
  ohms: (id: string) => `Деталь ${id}: сопротивление должно быть от 0,1 Ом до 10 МОм`,
  color: (id: string) => `Деталь ${id}: светодиода такого цвета в наборе нет`,
  closed: (id: string) => `Деталь ${id}: должно быть видно, замкнута она или разомкнута`,
  farads: (id: string) => `Деталь ${id}: ёмкость должна быть от 1 пФ до 10 000 мкФ`,
  electrolytic: (id: string) => `Деталь ${id}: должно быть видно, электролитический ли это конденсатор`,
  transistor: (id: string) => `Деталь ${id}: такого транзистора в наборе нет`,
  buzzer: (id: string) => `Деталь ${id}: такого зуммера в наборе нет`,
  motor: (id: string) => `Деталь ${id}: такого моторчика в наборе нет`,
} as const;

/** Size of the saved document: UTF-8 bytes of its JSON. */
export function circuitBytes(circuit: CircuitDocument): number {
  return jsonBytes(circuit);
}

function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

type PartParse = { ok: true; part: CircuitPart } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const onGrid = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= gridMax;

const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

const has = <T extends object>(table: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key);

function parsePart(raw: Record<string, unknown>, id: string): PartParse {
  const kind = raw.kind as PartKind;
  if (!KINDS.includes(kind)) return { ok: false, message: CIRCUIT_MSG.unknownKind(id) };
  if (!onGrid(raw.x) || !onGrid(raw.y)) return { ok: false, message: CIRCUIT_MSG.coordinates(id) };
  const base = { id, x: raw.x, y: raw.y };

  if (kind === 'wire') {
    if (!onGrid(raw.x2) || !onGrid(raw.y2)) return { ok: false, message: CIRCUIT_MSG.coordinates(id) };
    // The contract ignores a wire's rotation; a present one must still be a quarter turn.
    if (raw.rotation !== undefined && !ROTATIONS.includes(raw.rotation as number)) return { ok: false, message: CIRCUIT_MSG.rotation(id) };
    return { ok: true, part: { ...base, rotation: 0, kind, x2: raw.x2, y2: raw.y2 } };
  }

  if (typeof raw.rotation !== 'number' || !ROTATIONS.includes(raw.rotation)) return { ok: false, message: CIRCUIT_MSG.rotation(id) };
  const placed = { ...base, rotation: raw.rotation as Rotation };

  switch (kind) {
    case 'battery':
      if (!has(BATTERIES, raw.battery)) return { ok: false, message: CIRCUIT_MSG.battery(id) };
      return { ok: true, part: { ...placed, kind, battery: raw.battery } };
    case 'resistor':
      if (!inRange(raw.ohms, CIRCUIT_LIMITS.minOhms, CIRCUIT_LIMITS.maxOhms)) return { ok: false, message: CIRCUIT_MSG.ohms(id) };
      return { ok: true, part: { ...placed, kind, ohms: raw.ohms } };
    case 'led':
      if (!has(LEDS, raw.color)) return { ok: false, message: CIRCUIT_MSG.color(id) };
      return { ok: true, part: { ...placed, kind, color: raw.color } };
    case 'switch':
    case 'button':
      if (typeof raw.closed !== 'boolean') return { ok: false, message: CIRCUIT_MSG.closed(id) };
      return { ok: true, part: { ...placed, kind, closed: raw.closed } };
    case 'capacitor':
      if (!inRange(raw.farads, CIRCUIT_LIMITS.minFarads, CIRCUIT_LIMITS.maxFarads)) return { ok: false, message: CIRCUIT_MSG.farads(id) };
      if (typeof raw.electrolytic !== 'boolean') return { ok: false, message: CIRCUIT_MSG.electrolytic(id) };
      return { ok: true, part: { ...placed, kind, farads: raw.farads, electrolytic: raw.electrolytic } };
    case 'npn':
      if (!has(TRANSISTORS, raw.model)) return { ok: false, message: CIRCUIT_MSG.transistor(id) };
      return { ok: true, part: { ...placed, kind, model: raw.model } };
    case 'buzzer':
    case 'motor':
      // A buzzer's model must be a buzzer: a motor called «buzzer3» is not in the kit.
      if (!has(LOADS, raw.model) || LOADS[raw.model].kind !== kind) {
        return { ok: false, message: kind === 'buzzer' ? CIRCUIT_MSG.buzzer(id) : CIRCUIT_MSG.motor(id) };
      }
      return { ok: true, part: { ...placed, kind, model: raw.model } };
  }
}

/**
 * Checks anything against the circuit contract (domain/circuit/document.ts) and returns a copy
 * without unknown fields; the title is trimmed. The document as sent may be at most
 * CIRCUIT_LIMITS.maxBytes. The first problem found is the message.
 */
export function parseCircuitDocument(value: unknown): CircuitParse {
  if (!isRecord(value)) return { ok: false, message: CIRCUIT_MSG.notCircuit };
  // Measured as it came: the clean copy of 80 parts is far below the limit, the junk around it need not be.
  let bytes: number;
  try {
    bytes = jsonBytes(value);
  } catch {
    return { ok: false, message: CIRCUIT_MSG.notCircuit };
  }
  if (bytes > maxBytes) return { ok: false, message: CIRCUIT_MSG.tooBig };
  if (value.version !== 1) return { ok: false, message: CIRCUIT_MSG.version };
  if (typeof value.title !== 'string') return { ok: false, message: CIRCUIT_MSG.titleNotText };
  if (hasForbiddenChars(value.title)) return { ok: false, message: CIRCUIT_MSG.titleForbidden };
  const title = value.title.trim();
  if ([...title].length > titleMaxLength) return { ok: false, message: CIRCUIT_MSG.titleTooLong };
  if (!Array.isArray(value.parts)) return { ok: false, message: CIRCUIT_MSG.partsNotList };
  if (value.parts.length > maxParts) return { ok: false, message: CIRCUIT_MSG.tooManyParts };

  const parts: CircuitPart[] = [];
  const ids = new Set<string>();
  for (const [index, raw] of (value.parts as unknown[]).entries()) {
    if (!isRecord(raw)) return { ok: false, message: CIRCUIT_MSG.partNotObject(index) };
    if (typeof raw.id !== 'string' || !PART_ID.test(raw.id)) return { ok: false, message: CIRCUIT_MSG.partId(index) };
    if (ids.has(raw.id)) return { ok: false, message: CIRCUIT_MSG.duplicateId(raw.id) };
    ids.add(raw.id);
    const parsed = parsePart(raw, raw.id);
    if (!parsed.ok) return parsed;
    // The first terminal is on the grid; a turned part's other legs must be too.
    if (!partTerminals(parsed.part).every((point) => onGrid(point.x) && onGrid(point.y))) {
      return { ok: false, message: CIRCUIT_MSG.offGrid(raw.id) };
    }
    parts.push(parsed.part);
  }

  return { ok: true, circuit: { version: 1, title, parts } };
}
