import type {
  BatteryKind,
  CircuitDocument,
  CircuitPart,
  LedColor,
  LoadModel,
  Rotation,
  TransistorModel,
} from '../../../domain/circuit/document';
import type { WarningKind } from '../../../domain/circuit/results';

// Ready circuits of the lab (docs/product.md, «Лаборатория»): the required «Светодиод и резистор»,
// every guide's circuit the lab can run, and the starting circuit of each lesson's practice.
// Which guides have none and why: docs/decisions/0238-lab-presets-of-the-guides.md.
// Each is drawn like its guide's scheme: the battery on the left with its plus on top, the plus
// rail along the top, the minus rail along the bottom, part names as on the scheme.

export interface LabPreset {
  id: string;
  title: string;
  /** One Russian sentence for a child: what the circuit does and what to try. */
  description: string;
  guideId?: number;
  lessonId?: number;
  circuit: CircuitDocument;
  /** Parts the page suggests measuring (their current and voltage), in order. */
  measure?: readonly string[];
  /** Warnings the circuit gives on purpose (a coin cell running a motor is over its safe current). */
  intendedWarnings?: readonly WarningKind[];
}

/** Grid steps between the drawing and the field's edge. */
const MARGIN = 2;

type Segment = readonly [x: number, y: number, x2: number, y2: number];

/** A circuit drawn from the origin, moved off the field's edge; wires are named w1, w2… */
function circuit(title: string, parts: readonly CircuitPart[], wires: readonly Segment[]): CircuitDocument {
  const moved = parts.map((part) => ({ ...part, x: part.x + MARGIN, y: part.y + MARGIN }));
  const wireParts: CircuitPart[] = wires.map(([x, y, x2, y2], i) => ({
    id: `w${i + 1}`,
    kind: 'wire',
    x: x + MARGIN,
    y: y + MARGIN,
    x2: x2 + MARGIN,
    y2: y2 + MARGIN,
    rotation: 0,
  }));
  return { version: 1, title, parts: [...moved, ...wireParts] };
}

// Rotation 90 draws a two-terminal part downwards from (x, y): its first terminal on top.
const battery = (id: string, x: number, y: number, kind: BatteryKind, rotation: Rotation = 90): CircuitPart => ({ id, kind: 'battery', battery: kind, x, y, rotation });
const resistor = (id: string, x: number, y: number, ohms: number, rotation: Rotation = 90): CircuitPart => ({ id, kind: 'resistor', ohms, x, y, rotation });
const led = (id: string, x: number, y: number, color: LedColor, rotation: Rotation = 90): CircuitPart => ({ id, kind: 'led', color, x, y, rotation });
const toggle = (id: string, x: number, y: number, closed: boolean, rotation: Rotation = 0): CircuitPart => ({ id, kind: 'switch', closed, x, y, rotation });
const button = (id: string, x: number, y: number, rotation: Rotation = 0): CircuitPart => ({ id, kind: 'button', closed: false, x, y, rotation });
const capacitor = (id: string, x: number, y: number, farads: number, rotation: Rotation = 90): CircuitPart => ({ id, kind: 'capacitor', farads, electrolytic: true, x, y, rotation });
const npn = (id: string, x: number, y: number, model: TransistorModel): CircuitPart => ({ id, kind: 'npn', model, x, y, rotation: 0 });
const buzzer = (id: string, x: number, y: number, model: LoadModel): CircuitPart => ({ id, kind: 'buzzer', model, x, y, rotation: 90 });
const motor = (id: string, x: number, y: number): CircuitPart => ({ id, kind: 'motor', model: 'motor3', x, y, rotation: 90 });

/**
 * One ring, 8 × 8 steps: the battery (plus on top), `first` and `second` along the top, `last`
 * down the right side, back along the bottom. `first`/`second` are null for a plain wire.
 */
function ring(title: string, gb: CircuitPart, first: CircuitPart | null, second: CircuitPart | null, last: CircuitPart): CircuitDocument {
  const top: Segment[] = [];
  if (!first) top.push([0, 0, 4, 0]);
  if (!second) top.push([4, 0, 8, 0]);
  return circuit(title, [gb, ...[first, second].filter((part): part is CircuitPart => part !== null), last], [
    [0, 4, 0, 0],
    ...top,
    [8, 4, 8, 8],
    [8, 8, 0, 8],
  ]);
}

const KRONA_LED: CircuitDocument = ring(
  'Светодиод и резистор',
  battery('GB1', 0, 4, 'krona'),
  resistor('R1', 0, 0, 470, 0),
  null,
  led('HL1', 8, 0, 'red'),
);

/** The multivibrator of guide 10 with its timing resistors R2, R3. */
function multivibrator(title: string, timingOhms: number): CircuitDocument {
  return circuit(
    title,
    [
      battery('GB1', 0, 0, 'aa3'),
      resistor('R2', 2, 0, timingOhms),
      resistor('R1', 6, 0, 470),
      led('HL1', 6, 4, 'red'),
      npn('VT1', 4, 10, 'bc547'),
      capacitor('C1', 8, 8, 100e-6, 0),
      resistor('R3', 12, 0, timingOhms),
      resistor('R4', 16, 0, 470),
      led('HL2', 16, 4, 'green'),
      npn('VT2', 14, 10, 'bc547'),
      capacitor('C2', 18, 8, 100e-6),
    ],
    [
      // The plus rail.
      [0, 0, 2, 0],
      [2, 0, 6, 0],
      [6, 0, 12, 0],
      [12, 0, 16, 0],
      // VT1's base: R2 and, from the bottom, C2's minus.
      [2, 4, 2, 10],
      [2, 10, 4, 10],
      // C1 from VT1's collector to VT2's base.
      [6, 8, 8, 8],
      [12, 4, 12, 8],
      [12, 8, 12, 10],
      [12, 10, 14, 10],
      // C2 from VT2's collector round the bottom to VT1's base (it crosses the minus rail, not joined).
      [16, 8, 18, 8],
      [18, 12, 18, 16],
      [18, 16, 2, 16],
      [2, 16, 2, 10],
      // The minus rail and the emitters.
      [0, 4, 0, 14],
      [0, 14, 6, 14],
      [6, 12, 6, 14],
      [6, 14, 16, 14],
      [16, 12, 16, 14],
    ],
  );
}

/**
 * A transistor switch of guides 5 and 6: R1 feeds VT1's base, `guard` (closed) takes the base to
 * the minus; `loads` hang from the plus rail to the collector.
 */
function transistorAlarm(title: string, guard: CircuitPart, loads: readonly CircuitPart[], loadWires: readonly Segment[]): CircuitDocument {
  return circuit(
    title,
    [battery('GB1', 0, 4, 'aa3'), resistor('R1', 4, 0, 10_000), guard, npn('VT1', 6, 10, 'bc547'), ...loads],
    [
      [0, 4, 0, 0],
      [0, 0, 4, 0],
      [4, 0, 8, 0],
      [4, 4, 4, 10],
      [4, 10, 6, 10],
      [0, 8, 0, 14],
      [0, 14, 4, 14],
      [4, 14, 8, 14],
      [8, 12, 8, 14],
      ...loadWires,
    ],
  );
}

export const labPresets: readonly LabPreset[] = [
  {
    id: 'led-resistor',
    title: 'Светодиод и резистор',
    description: 'Батарейка «Крона» 9 В, резистор 470 Ом и красный светодиод: измерь ток — выйдет около 15 мА.',
    circuit: KRONA_LED,
    measure: ['HL1', 'R1'],
  },
  {
    id: 'guide-01',
    title: 'Фонарик-брелок',
    description: 'Нажми кнопку SB1 — белый светодиод загорится от батарейки-таблетки.',
    guideId: 1,
    circuit: ring('Фонарик-брелок', battery('GB1', 0, 4, 'cr2032'), button('SB1', 0, 0), null, led('HL1', 8, 0, 'white')),
    measure: ['HL1'],
  },
  {
    id: 'guide-02',
    title: 'Колесо фортуны',
    description: 'Нажми кнопку SB1 — моторчик M1 закрутит колесо.',
    guideId: 2,
    circuit: ring('Колесо фортуны', battery('GB1', 0, 4, 'aa2'), button('SB1', 0, 0), null, motor('M1', 8, 0)),
    measure: ['M1'],
  },
  {
    id: 'guide-03',
    title: 'Игра «Не касайся»',
    description: 'Нажми на контакт X1, будто кольцо задело змейку, — светодиод загорится, а зуммер запищит.',
    guideId: 3,
    circuit: circuit(
      'Игра «Не касайся»',
      [battery('GB1', 0, 4, 'aa2'), button('X1', 0, 0), resistor('R1', 8, 0, 100), led('HL1', 8, 4, 'red'), buzzer('HA1', 12, 0, 'buzzer3')],
      [
        [0, 4, 0, 0],
        [4, 0, 8, 0],
        [8, 0, 12, 0],
        [12, 4, 12, 8],
        [12, 8, 8, 8],
        [8, 8, 0, 8],
      ],
    ),
    measure: ['HL1', 'HA1'],
  },
  {
    id: 'guide-04',
    title: 'Жук-робот',
    description: 'Кнопка с фиксацией SA1 включает вибромоторчик — посмотри, какой ток он берёт у батарейки-таблетки.',
    guideId: 4,
    circuit: ring('Жук-робот', battery('GB1', 0, 4, 'cr2032'), toggle('SA1', 0, 0, true), null, motor('M1', 8, 0)),
    measure: ['M1', 'GB1'],
    // A coin cell gives a motor more than its safe 20 мА: the lab says so, the bug still runs.
    intendedWarnings: ['overload'],
  },
  {
    id: 'guide-05',
    title: 'Сигнализация на герконе',
    description: 'Разомкни геркон SF1, будто открылась дверь, — транзистор откроется и зуммер запищит.',
    guideId: 5,
    circuit: transistorAlarm(
      'Сигнализация на герконе',
      toggle('SF1', 4, 10, true, 90),
      [buzzer('HA1', 8, 0, 'buzzer5')],
      [[8, 4, 8, 8]],
    ),
    measure: ['HA1', 'VT1'],
  },
  {
    id: 'guide-06',
    title: 'Сигнализация на обрыв',
    description: 'Разомкни растяжку X1, будто её порвали, — загорится светодиод и запищит зуммер.',
    guideId: 6,
    circuit: transistorAlarm(
      'Сигнализация на обрыв',
      toggle('X1', 4, 10, true, 90),
      [buzzer('HA1', 8, 0, 'buzzer5'), resistor('R2', 12, 0, 220), led('HL1', 12, 4, 'red')],
      [
        [8, 4, 8, 8],
        [8, 0, 12, 0],
        [12, 8, 8, 8],
      ],
    ),
    measure: ['HL1', 'HA1', 'VT1'],
  },
  {
    id: 'guide-07',
    title: 'Шахтёрский факел',
    description: 'Две ветки с резистором и жёлтым светодиодом стоят параллельно: измерь ток каждой.',
    guideId: 7,
    circuit: circuit(
      'Шахтёрский факел',
      [
        battery('GB1', 0, 4, 'aa2'),
        toggle('SA1', 0, 0, true),
        resistor('R1', 8, 0, 47),
        led('HL1', 8, 4, 'yellow'),
        resistor('R2', 12, 0, 47),
        led('HL2', 12, 4, 'yellow'),
      ],
      [
        [0, 4, 0, 0],
        [4, 0, 8, 0],
        [8, 0, 12, 0],
        [12, 8, 8, 8],
        [8, 8, 0, 8],
      ],
    ),
    measure: ['HL1', 'HL2'],
  },
  {
    id: 'guide-10',
    title: 'Мультивибратор',
    description: 'Два транзистора по очереди зажигают светодиоды: каждый горит около 3,6 секунды.',
    guideId: 10,
    circuit: multivibrator('Мультивибратор', 68_000),
    measure: ['HL1', 'HL2', 'C1'],
  },
  {
    id: 'guide-14',
    title: 'Игра «Лабиринт»',
    description: 'Нажми ловушку X1, X2 или X3 — запищит зуммер и загорится красный светодиод, а финиш X4 зажжёт зелёный.',
    guideId: 14,
    circuit: circuit(
      'Игра «Лабиринт»',
      [
        battery('GB1', 0, 4, 'aa2'),
        button('X1', 4, 0, 90),
        button('X2', 7, 0, 90),
        button('X3', 10, 0, 90),
        buzzer('HA1', 4, 4, 'buzzer3'),
        resistor('R1', 10, 4, 100),
        led('HL1', 10, 8, 'red'),
        button('X4', 14, 0, 90),
        resistor('R2', 14, 4, 100),
        led('HL2', 14, 8, 'green'),
      ],
      [
        [0, 4, 0, 0],
        [0, 0, 4, 0],
        [4, 0, 7, 0],
        [7, 0, 10, 0],
        [10, 0, 14, 0],
        [4, 4, 7, 4],
        [7, 4, 10, 4],
        [4, 8, 4, 12],
        [0, 8, 0, 12],
        [0, 12, 4, 12],
        [4, 12, 10, 12],
        [10, 12, 14, 12],
      ],
    ),
    measure: ['HL1', 'HL2', 'HA1'],
  },
  {
    id: 'lesson-01',
    title: 'Замкни цепь',
    description: 'Замкни выключатель SA1 — ток побежит по кольцу, и светодиод загорится.',
    lessonId: 1,
    circuit: ring('Замкни цепь', battery('GB1', 0, 4, 'aa3'), toggle('SA1', 0, 0, false), resistor('R1', 4, 0, 470, 0), led('HL1', 8, 0, 'red')),
    measure: ['HL1', 'R1'],
  },
  {
    id: 'lesson-02',
    title: 'Подбери резистор',
    description: 'С резистором 1 кОм светодиод светит тускло: подбери резистор, чтобы ток был от 10 до 20 мА.',
    lessonId: 2,
    circuit: ring('Подбери резистор', battery('GB1', 0, 4, 'krona'), resistor('R1', 0, 0, 1_000, 0), null, led('HL1', 8, 0, 'red')),
    measure: ['HL1', 'R1'],
  },
  {
    id: 'lesson-03',
    title: 'Транзисторный ключ',
    description: 'Замкни выключатель SA1 — маленький ток в базу откроет транзистор, и светодиод загорится.',
    lessonId: 3,
    circuit: circuit(
      'Транзисторный ключ',
      [
        battery('GB1', 0, 4, 'aa3'),
        toggle('SA1', 4, 0, false, 90),
        resistor('R1', 4, 4, 10_000),
        npn('VT1', 6, 10, 'bc547'),
        resistor('R2', 8, 0, 220),
        led('HL1', 8, 4, 'red'),
      ],
      [
        [0, 4, 0, 0],
        [0, 0, 4, 0],
        [4, 0, 8, 0],
        [4, 8, 4, 10],
        [4, 10, 6, 10],
        [8, 12, 8, 14],
        [0, 8, 0, 14],
        [0, 14, 8, 14],
      ],
    ),
    measure: ['VT1', 'HL1'],
  },
  {
    id: 'lesson-08',
    title: 'Последовательно и параллельно',
    description: 'Два резистора по 470 Ом стоят подряд: измерь ток, а потом соедини их параллельно и сравни.',
    lessonId: 8,
    circuit: ring('Последовательно и параллельно', battery('GB1', 0, 4, 'aa3'), resistor('R1', 0, 0, 470, 0), resistor('R2', 4, 0, 470, 0), led('HL1', 8, 0, 'red')),
    measure: ['HL1', 'R1', 'R2'],
  },
  {
    id: 'lesson-09',
    title: 'Ножки светодиода',
    description: 'Светодиод HL1 стоит наоборот и не горит: переверни его длинной ножкой к плюсу.',
    lessonId: 9,
    circuit: ring('Ножки светодиода', battery('GB1', 0, 4, 'aa3'), resistor('R1', 0, 0, 220, 0), null, led('HL1', 8, 4, 'red', 270)),
    measure: ['HL1'],
  },
  {
    id: 'lesson-10',
    title: 'Конденсатор и время RC',
    description: 'Конденсатор C1 заряжается через резистор R1: подбери резистор, чтобы за 1 секунду он заряжался на 63 %.',
    lessonId: 10,
    circuit: ring('Конденсатор и время RC', battery('GB1', 0, 4, 'aa3'), resistor('R1', 0, 0, 68_000, 0), null, capacitor('C1', 8, 0, 100e-6)),
    measure: ['C1', 'R1'],
  },
  {
    id: 'lesson-11',
    title: 'Ускорь мигалку',
    description: 'Мультивибратор мигает медленно: поменяй резисторы R2 и R3, чтобы каждый светодиод горел меньше секунды.',
    lessonId: 11,
    circuit: multivibrator('Ускорь мигалку', 68_000),
    measure: ['HL1', 'HL2'],
  },
  {
    id: 'lesson-12',
    title: 'Батарейка-таблетка',
    description: 'Батарейка-таблетка CR2032 зажигает светодиод через резистор 100 Ом: поменяй батарейку и сравни ток.',
    lessonId: 12,
    circuit: ring('Батарейка-таблетка', battery('GB1', 0, 4, 'cr2032'), resistor('R1', 0, 0, 100, 0), null, led('HL1', 8, 0, 'red')),
    measure: ['HL1', 'GB1'],
  },
];

export function labPresetById(id: string): LabPreset | undefined {
  return labPresets.find((preset) => preset.id === id);
}

/** The preset of a guide's circuit, or undefined when the lab cannot run it (decision 0238). */
export function labPresetForGuide(guideId: number): LabPreset | undefined {
  return labPresets.find((preset) => preset.guideId === guideId);
}
