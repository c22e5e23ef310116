// The school board's picture shared by the programming lessons (18–23): its alt text and the tap
// areas over its parts. The drawing is scripts/content/lessons-art/school-board.mjs (`board`,
// `boardAreas`); tests/unit/lessons-mcu.test.ts checks that these rectangles are the drawn ones.

export const SCHOOL_BOARD_ALT =
  'Школьная плата: микросхема ATtiny84A; от ножек 13, 12, 11, 10 и 9 через резисторы 330 Ом к минусу идут светодиоды HL1 красный, HL2 жёлтый, HL3 зелёный, HL4 синий и HL5 белый; на ножке 7 зуммер BA1, на ножках 2 и 3 кнопки S1 и S2 к минусу; ножка 1 — плюс 4,5 В, ножка 14 — минус';

const TOP = 92;
const STEP = 56;
const LED_X = 516;
/** The y of a chip pin on the upright chip: 1–7 down the left side, 8–14 up the right side. */
const pinY = (pin: number) => TOP + (pin <= 7 ? pin - 1 : 14 - pin) * STEP;

const LEDS = [
  ['HL1', 'красный', 13],
  ['HL2', 'жёлтый', 12],
  ['HL3', 'зелёный', 11],
  ['HL4', 'синий', 10],
  ['HL5', 'белый', 9],
] as const;

/** Every part a pupil may tap on the board: the five LEDs, the two buttons and the buzzer. */
export function schoolBoardAreas() {
  return [
    ...LEDS.map(([id, colour, pin]) => ({ id, label: `Светодиод ${id}, ${colour}`, x: LED_X - 28, y: pinY(pin) - 27, width: 100, height: 54 })),
    { id: 'S1', label: 'Кнопка S1', x: 110, y: pinY(2) - 27, width: 80, height: 54 },
    { id: 'S2', label: 'Кнопка S2', x: 110, y: pinY(3) - 27, width: 80, height: 54 },
    { id: 'BA1', label: 'Зуммер BA1', x: 110, y: pinY(7) - 27, width: 80, height: 54 },
  ];
}
