import { describe, expect, it } from 'vitest';
import { CIRCUIT_LIMITS, type CircuitDocument } from './document';
import { CIRCUIT_MSG, circuitBytes, parseCircuitDocument } from './validate';

const battery = { id: 'GB1', kind: 'battery', x: 10, y: 10, rotation: 0, battery: 'aa2' };
const resistor = { id: 'R1', kind: 'resistor', x: 14, y: 10, rotation: 0, ohms: 220 };
const led = { id: 'HL1', kind: 'led', x: 18, y: 10, rotation: 90, color: 'red' };
const wire = { id: 'w1', kind: 'wire', x: 18, y: 14, x2: 10, y2: 14, rotation: 0 };
const all = [
  battery,
  resistor,
  led,
  wire,
  { id: 'SA1', kind: 'switch', x: 30, y: 30, rotation: 180, closed: true },
  { id: 'SB1', kind: 'button', x: 40, y: 30, rotation: 270, closed: false },
  { id: 'C1', kind: 'capacitor', x: 50, y: 30, rotation: 0, farads: 0.0001, electrolytic: true },
  { id: 'VT1', kind: 'npn', x: 60, y: 30, rotation: 0, model: 'bc547' },
  { id: 'HA1', kind: 'buzzer', x: 70, y: 30, rotation: 0, model: 'buzzer3' },
  { id: 'M1', kind: 'motor', x: 80, y: 30, rotation: 0, model: 'motor3' },
];
const circuit = (parts: unknown[] = all, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ version: 1, title: 'Фонарик', parts, ...extra });
const withPart = (part: Record<string, unknown>) => circuit([battery, part]);

function refusal(value: unknown): string {
  const parsed = parseCircuitDocument(value);
  if (parsed.ok) throw new Error('expected a refusal');
  return parsed.message;
}

describe('parseCircuitDocument accepts the contract', () => {
  it('keeps every kind of part as it is', () => {
    const parsed = parseCircuitDocument(circuit());
    expect(parsed).toEqual({ ok: true, circuit: circuit() });
  });

  it('accepts an empty circuit and the extremes of every range', () => {
    expect(parseCircuitDocument(circuit([])).ok).toBe(true);
    expect(parseCircuitDocument(withPart({ ...resistor, ohms: CIRCUIT_LIMITS.minOhms })).ok).toBe(true);
    expect(parseCircuitDocument(withPart({ ...resistor, ohms: CIRCUIT_LIMITS.maxOhms })).ok).toBe(true);
    expect(parseCircuitDocument(withPart({ ...all[6], farads: CIRCUIT_LIMITS.minFarads })).ok).toBe(true);
    expect(parseCircuitDocument(withPart({ ...all[6], farads: CIRCUIT_LIMITS.maxFarads })).ok).toBe(true);
    expect(parseCircuitDocument(circuit([{ ...wire, x: 0, y: 0, x2: 200, y2: 200 }])).ok).toBe(true);
    expect(parseCircuitDocument(circuit([], { title: 'а'.repeat(60) })).ok).toBe(true);
  });

  it('returns a clean copy: unknown fields go, the title is trimmed, the input is untouched', () => {
    const input = circuit([{ ...resistor, colour: 'brown', note: 'x' }], { title: '  Мигалка ', author: 'Петя', extra: { a: 1 } });
    const parsed = parseCircuitDocument(input);
    expect(parsed).toEqual({ ok: true, circuit: { version: 1, title: 'Мигалка', parts: [resistor] } });
    expect(input.author).toBe('Петя');
    if (parsed.ok) expect(parsed.circuit.parts[0]).not.toBe((input.parts as unknown[])[0]);
  });

  it('a wire without a rotation, or with another quarter turn, is kept with rotation 0', () => {
    const { rotation: _, ...bare } = wire;
    expect(parseCircuitDocument(circuit([bare]))).toEqual({ ok: true, circuit: circuit([wire]) });
    expect(parseCircuitDocument(circuit([{ ...wire, rotation: 90 }]))).toEqual({ ok: true, circuit: circuit([wire]) });
  });
});

describe('parseCircuitDocument refuses, in Russian, naming the part', () => {
  it('not an object', () => {
    for (const value of [null, undefined, 'схема', 5, [], true]) expect(refusal(value)).toBe(CIRCUIT_MSG.notCircuit);
  });

  it('version not 1', () => {
    expect(refusal(circuit(all, { version: 2 }))).toBe(CIRCUIT_MSG.version);
    expect(refusal(circuit(all, { version: '1' }))).toBe(CIRCUIT_MSG.version);
    const { version: _, ...noVersion } = circuit();
    expect(refusal(noVersion)).toBe(CIRCUIT_MSG.version);
  });

  it('a title that is not text, too long, or holds invisible characters', () => {
    expect(refusal(circuit(all, { title: 5 }))).toBe(CIRCUIT_MSG.titleNotText);
    expect(refusal(circuit(all, { title: 'а'.repeat(61) }))).toBe('Название схемы слишком длинное: можно не больше 60 символов');
    expect(refusal(circuit(all, { title: 'Мигалка\u202E' }))).toBe(CIRCUIT_MSG.titleForbidden);
  });

  it('no parts list, or more than 80 parts', () => {
    expect(refusal(circuit(all, { parts: {} }))).toBe(CIRCUIT_MSG.partsNotList);
    const many = Array.from({ length: 81 }, (_, i) => ({ ...wire, id: `w${i}` }));
    expect(refusal(circuit(many))).toBe('Слишком много деталей: можно не больше 80');
    expect(parseCircuitDocument(circuit(many.slice(0, 80))).ok).toBe(true);
  });

  it('a document over 20 KB as sent, even if the junk would be stripped', () => {
    const padded = circuit(all, { junk: 'x'.repeat(CIRCUIT_LIMITS.maxBytes) });
    expect(refusal(padded)).toBe('Схема слишком большая: можно не больше 20 КБ');
  });

  it('a part that is not an object, or without a proper name', () => {
    expect(refusal(circuit([battery, 'R1']))).toBe('Деталь №2 повреждена');
    expect(refusal(circuit([{ ...resistor, id: '' }]))).toBe('Деталь №1: имя должно быть из букв и цифр, не длиннее 12 знаков');
    expect(refusal(circuit([{ ...resistor, id: 'R 1' }]))).toBe(CIRCUIT_MSG.partId(0));
    expect(refusal(circuit([{ ...resistor, id: 'R'.repeat(13) }]))).toBe(CIRCUIT_MSG.partId(0));
    expect(refusal(circuit([{ ...resistor, id: 7 }]))).toBe(CIRCUIT_MSG.partId(0));
  });

  it('two parts with one name', () => {
    expect(refusal(circuit([resistor, { ...led, id: 'R1' }]))).toBe('Две детали с именем R1: у каждой детали своё имя');
  });

  it('an unknown kind', () => {
    expect(refusal(withPart({ ...resistor, kind: 'diode' }))).toBe('Деталь R1: такой детали в лаборатории нет');
    expect(refusal(withPart({ ...resistor, kind: undefined }))).toBe(CIRCUIT_MSG.unknownKind('R1'));
  });

  it('coordinates that are not integers or off the grid', () => {
    const message = 'Деталь R1: координаты должны быть целыми числами от 0 до 200';
    for (const bad of [{ x: 1.5 }, { y: -1 }, { x: 201 }, { x: '10' }, { y: null }, { x: Number.NaN }]) {
      expect(refusal(withPart({ ...resistor, ...bad }))).toBe(message);
    }
    for (const bad of [{ x2: 201 }, { y2: 0.5 }, { x2: undefined }]) {
      expect(refusal(circuit([{ ...wire, ...bad }]))).toBe(CIRCUIT_MSG.coordinates('w1'));
    }
  });

  it('a part whose other leg leaves the grid', () => {
    expect(refusal(withPart({ ...resistor, x: 198 }))).toBe('Деталь R1 выходит за край поля: передвинь её');
    expect(refusal(withPart({ ...resistor, x: 2, rotation: 180 }))).toBe(CIRCUIT_MSG.offGrid('R1'));
    expect(refusal(withPart({ ...all[7], y: 1 }))).toBe(CIRCUIT_MSG.offGrid('VT1'));
    expect(parseCircuitDocument(withPart({ ...resistor, x: 196 })).ok).toBe(true);
  });

  it('a rotation that is not a quarter turn', () => {
    const message = 'Деталь R1: поворот может быть только 0, 90, 180 или 270 градусов';
    for (const rotation of [45, 360, -90, '90', undefined]) expect(refusal(withPart({ ...resistor, rotation }))).toBe(message);
    expect(refusal(circuit([{ ...wire, rotation: 45 }]))).toBe(CIRCUIT_MSG.rotation('w1'));
  });

  it('a battery, LED colour, transistor or load not in the kit', () => {
    expect(refusal(circuit([{ ...battery, battery: 'aaa' }]))).toBe('Деталь GB1: такой батарейки в наборе нет');
    expect(refusal(circuit([{ ...battery, battery: 'toString' }]))).toBe(CIRCUIT_MSG.battery('GB1'));
    expect(refusal(withPart({ ...led, color: 'purple' }))).toBe('Деталь HL1: светодиода такого цвета в наборе нет');
    expect(refusal(withPart({ ...all[7], model: 'kt315' }))).toBe('Деталь VT1: такого транзистора в наборе нет');
    expect(refusal(withPart({ ...all[8], model: 'motor3' }))).toBe('Деталь HA1: такого зуммера в наборе нет');
    expect(refusal(withPart({ ...all[9], model: 'buzzer5' }))).toBe('Деталь M1: такого моторчика в наборе нет');
  });

  it('a resistance or capacitance out of range', () => {
    const ohms = 'Деталь R1: сопротивление должно быть от 0,1 Ом до 10 МОм';
    for (const value of [0, 0.05, 10_000_001, -5, '220', null]) expect(refusal(withPart({ ...resistor, ohms: value }))).toBe(ohms);
    const farads = 'Деталь C1: ёмкость должна быть от 1 пФ до 10 000 мкФ';
    for (const value of [0, 1e-13, 0.02, 'big']) expect(refusal(withPart({ ...all[6], farads: value }))).toBe(farads);
  });

  it('a switch without its position, a capacitor without its type', () => {
    expect(refusal(withPart({ ...all[4], closed: 'yes' }))).toBe('Деталь SA1: должно быть видно, замкнута она или разомкнута');
    expect(refusal(withPart({ ...all[5], closed: undefined }))).toBe(CIRCUIT_MSG.closed('SB1'));
    expect(refusal(withPart({ ...all[6], electrolytic: 1 }))).toBe('Деталь C1: должно быть видно, электролитический ли это конденсатор');
  });
});

describe('circuitBytes', () => {
  it('counts UTF-8 bytes of the JSON, so Cyrillic counts twice', () => {
    const latin: CircuitDocument = { version: 1, title: 'ab', parts: [] };
    const cyrillic: CircuitDocument = { version: 1, title: 'аб', parts: [] };
    expect(circuitBytes(latin)).toBe(JSON.stringify(latin).length);
    expect(circuitBytes(cyrillic)).toBe(circuitBytes(latin) + 2);
  });
});
