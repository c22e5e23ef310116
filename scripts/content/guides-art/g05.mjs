// @ts-check
// Guide 5: Сигнализация на герконе (reed-switch door alarm).
// The card and step drawings. Their alt texts, which become the SVG <title>s, live in
// src/content/projects.ts and src/content/guides/guide-05.ts (steps in the same order);
// guides-build.mjs adds the last step, the photo for the teacher.
import * as d from '../guides-draw.mjs';
import { dot, part, transistor, wide, wire } from '../guides-schematic.mjs';
import { bbLed, bbResistor, bbTransistor, joints, legend, partTag, perfboard, topBuzzer } from '../guides-wiring.mjs';

const { C, label } = d;

/**
 * The alarm of guides 5 and 6: R1 10 kΩ from «+» to the base of VT1, the sensor (reed switch SF1 or
 * the tripwire X1) from the base to «−», the buzzer HA1 (and in guide 6 the LED HL1 with R2 220 Ω)
 * from «+» to the collector, the emitter on «−».
 * @param {{ withLed?: boolean }} [o]
 */
export function alarmSchematic({ withLed = false } = {}) {
  const yT = 70;
  const yB = 420;
  let s = part('battery', [70, 190], [70, 300], { name: 'GB1', value: '4,5 В', side: 'right' });
  const xR = withLed ? 540 : 400;
  s += wire([70, 190], [70, yT], [xR, yT]) + wire([70, 300], [70, yB], [400, yB]);
  // R1 to the base, the sensor from the base to «−»
  s += part('resistor', [230, yT], [230, 200], { name: 'R1', value: '10 кОм', side: 'left' }) + dot(230, yT);
  s += wire([230, 200], [230, 290]) + dot(230, 290);
  s += withLed
    ? part('contacts', [230, 320], [230, 380], { name: 'X1', value: 'растяжка', side: 'left' }) + wire([230, 290], [230, 320]) + wire([230, 380], [230, yB])
    : part('reed', [230, 310], [230, 390], { name: 'SF1', value: 'геркон', side: 'left' }) + wire([230, 290], [230, 310]) + wire([230, 390], [230, yB]);
  s += dot(230, yB);
  const t = transistor(386, 290, { name: 'VT1', value: 'BC547B', ldx: 8 });
  s += t.svg + wire([230, 290], t.b) + wire(t.e, [t.e[0], yB]);
  // the load: HA1 (and HL1 with R2) from «+» to the collector
  s += part('buzzer', [400, yT], [400, 200], { name: 'HA1', side: withLed ? 'left' : 'right' }) + wire([400, 200], t.c) + (withLed ? dot(400, yT) : '');
  if (withLed) {
    s += part('resistor', [540, yT], [540, 150], { name: 'R2', value: '220 Ом', side: 'left' }) + part('led', [540, 150], [540, 215], { name: 'HL1', side: 'left' });
    s += wire([540, 215], [540, 228], [400, 228]) + dot(400, 228);
  }
  return wide(s, 460);
}

/**
 * Door frame with the sensor on the frame and the magnet on the door.
 * @param {boolean} open
 */
function door(open) {
  let b = d.rect(60, 30, 220, 250, { fill: '#a1887f', rx: 2 });
  b += d.rect(80, 50, 180, 230, { fill: '#fff8e1', rx: 0 });
  if (open) b += `<path d="M80 50L180 80V270L80 280Z" fill="#8d6e63" stroke="${C.ink}" stroke-width="3"/>` + d.circle(165, 170, 6, { fill: '#ffd54f' });
  else b += d.rect(80, 50, 180, 230, { fill: '#8d6e63', rx: 0 }) + d.circle(240, 170, 6, { fill: '#ffd54f' });
  b += d.at(270, 120, d.reed(0, 0, { s: 0.35 }), { r: 90 });
  b += open ? d.magnet(178, 120, { s: 0.4, r: 90 }) : d.magnet(252, 120, { s: 0.4, r: 90 });
  return b;
}

/**
 * The alarm on a perfboard, from above (guides 5 and 6). Holes (column, row): «+» track along row 1,
 * «−» along row 8; VT1 К Б Э in (4,5) (5,5) (6,5), flat side down; R1 from (5,1) to (5,4), a track on
 * to the base; HA1 «+» (2,2), «−» (2,5), a track to the collector; the emitter's track to «−»; the
 * sensor wires at (8,4) (base) and (8,8) («−»). In guide 6 also R2 from (10,1) to (10,4) and HL1
 * anode (10,5), cathode (10,6), with a track from the cathode to the collector.
 * @param {{ reed?: boolean, led?: boolean, wires?: boolean }} o
 */
export function alarmBoard({ reed = false, led = false, wires = true }) {
  const pb = perfboard({ x: 70, y: 70, cols: 11, rows: 8, pitch: 34 });
  const at = pb.at;
  let s = pb.svg;
  s += pb.track([1, 1], [10, 1]) + pb.track([1, 8], [10, 8]);
  s += pb.track([6, 5], [6, 8]) + pb.track([5, 4], [5, 5]) + pb.track([5, 4], [8, 4]) + pb.track([2, 2], [2, 1]) + pb.track([2, 5], [4, 5]);
  if (led) s += pb.track([10, 4], [10, 5]) + pb.track([10, 6], [7, 6], [4, 6], [4, 5]);
  s += topBuzzer(at(2, 2), at(2, 5), { r: 44 }) + partTag(at(2, 6)[0], at(2, 6)[1] + 23, 'HA1', { size: 22 });
  s += bbResistor(at(5, 1), at(5, 4), 10_000) + partTag(at(5, 2)[0] - 12, at(5, 2)[1] + 23, 'R1', { size: 22, anchor: 'end' });
  s += bbTransistor([at(4, 5), at(5, 5), at(6, 5)], { flat: 'down' }) + partTag(at(3, 5)[0] - 4, at(3, 5)[1] + 23, 'VT1', { size: 22 });
  if (led) {
    s += bbResistor(at(10, 1), at(10, 4), 220) + partTag(at(10, 2)[0] + 12, at(10, 2)[1] + 23, 'R2', { size: 22, anchor: 'start' });
    s += bbLed(at(10, 5), at(10, 6), C.red, { lift: 26 }) + partTag(at(10, 6)[0] - 12, at(10, 6)[1] + 23, 'HL1', { size: 22, anchor: 'end' });
  }
  if (wires) {
    s += d.wire([[10, 60], [at(1, 1)[0], 60], at(1, 1)], { color: C.red, w: 5 }) + d.wire([[10, at(1, 8)[1] + 40], [at(1, 8)[0], at(1, 8)[1] + 40], at(1, 8)], { color: '#222', w: 5 });
    s += joints(at(1, 1), at(1, 8));
  }
  const sensor = led ? 'растяжке' : 'геркону';
  if (reed) {
    s += d.wire([at(8, 4), [at(11, 4)[0] + 20, at(8, 4)[1]], [at(11, 4)[0] + 20, 400]], { color: C.green, w: 5 });
    s += d.wire([at(8, 8), [at(11, 8)[0] + 4, at(8, 8)[1]], [at(11, 8)[0] + 4, 400]], { color: '#222', w: 5 });
    s += joints(at(8, 4), at(8, 8)) + label(at(11, 4)[0] - 20, 440, `к ${sensor}`, { size: 22, bold: true });
  }
  s += legend(480, 70, [
    { title: 'серое —', lines: ['дорожки', 'припоя снизу'] },
    { title: 'VT1: К Б Э', lines: ['плоской', 'к себе'] },
    { title: '«+» сверху', color: C.darkRed, lines: ['«−» снизу'] },
  ], { size: 20, gap: 8 });
  return { body: s, w: 640, h: 460 };
}

export const card = {
  // Сигнализация на герконе: дверь открылась — пищалка пищит
  body: door(true) + d.buzzer(390, 120, { s: 1.4, sound: true }) + label(380, 240, 'Тревога!', { size: 28, bold: true, color: C.darkRed }),
};

export const steps = [
  {
    // step 1: Геркон: без магнита контакты разомкнуты, с магнитом ближе 3 см замкнуты
    body:
      d.reed(150, 70, { s: 1.2 }) + label(150, 130, 'без магнита: разомкнут', { size: 20, bold: true }) +
      d.reed(150, 200, { s: 1.2, closed: true }) + d.magnet(150, 250, { s: 0.9 }) +
      label(380, 200, 'магнит рядом:\nзамкнут', { size: 20, bold: true, color: C.green }) +
      label(380, 60, 'стекло —\nне сгибай\nу корпуса!', { size: 20, bold: true, color: C.darkRed }),
  },
  {
    // step 2: Схема сигнализации: резистор 10 кОм к базе транзистора, геркон от базы к минусу, зуммер в цепи коллектора
    ...alarmSchematic(),
  },
  {
    // step 3: Транзистор BC547 плоской стороной к себе, ножки вниз: слева коллектор, в середине база, справа эмиттер
    body:
      d.transistor(120, 160, { s: 1.6, name: '' }) + label(120, 40, 'BC547', { size: 26, bold: true }) +
      label(330, 90, 'К — коллектор', { size: 22, bold: true, color: C.red }) +
      label(330, 140, 'Б — база', { size: 22, bold: true, color: C.green }) +
      label(330, 190, 'Э — эмиттер', { size: 22, bold: true, color: C.blue }) +
      label(330, 250, 'плоской стороной\nк себе', { size: 20, bold: true }),
  },
  {
    // step 4: Резистор 10 кОм: полоски коричневая, чёрная, оранжевая, золотая
    body:
      d.resistor(240, 110, { ohms: 10000, len: 230, s: 1.8 }) +
      label(240, 50, '10 кОм', { size: 30, bold: true }) +
      label(240, 200, 'коричневый 1 · чёрный 0', { size: 22, bold: true }) +
      label(240, 236, 'оранжевый ×1000', { size: 22, bold: true, color: C.orange }) +
      label(240, 276, '1 0 × 1000 = 10 000 Ом', { size: 22, bold: true, color: C.darkRed }),
  },
  {
    // step 5: Монтажная плата сверху: VT1, R1, HA1, дорожки снизу, провода к отсеку
    ...alarmBoard({ reed: false }),
  },
  {
    // step 6: Геркон на двух длинных проводах: к базе и к минусу
    ...alarmBoard({ reed: true }),
  },
  {
    // step 7: Проверка дальности: магнит на 1, 2 и 3 см замыкает геркон, на 4 см уже нет
    body: (() => {
      let b = d.reed(240, 70, { s: 1.3 }) + d.ruler(120, 100, { cm: 4, px: 60 });
      [1, 2, 3].forEach((cm) => {
        b += d.ok(120 + cm * 60, 180, { r: 16 });
      });
      b += d.bad(360, 180, { r: 16 }) + d.magnet(240, 240, { s: 0.9 });
      return b + label(120, 280, 'до 3 см', { size: 24, bold: true, color: C.green });
    })(),
  },
  {
    // step 8: Геркон на дверной коробке, магнит на двери напротив; дверь открыли — звучит тревога
    body: door(false) + label(320, 60, 'зазор\nне больше\n3 см', { size: 20, bold: true, anchor: 'start' }) +
      d.buzzer(390, 220, { s: 1, sound: false }) + label(390, 290, 'тишина', { size: 20, bold: true }),
  },
];
