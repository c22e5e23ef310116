import type { ButtonName, Expr, LedName, McuProgram, Statement } from '../../../domain/mcu/program';
import { LED_NAMES, MCU_PROGRAM_VERSION } from '../../../domain/mcu/program';

// Right and typical wrong programs for each task of src/content/mcu/tasks.ts, for the tests only
// (the checker must pass every right one and fail every wrong one with a sensible reason; each
// right one's C must compile). The app never imports this file: it would give the answers away.

export interface ReferenceProgram {
  title: string;
  program: McuProgram;
}

export interface WrongProgram extends ReferenceProgram {
  /** Words the checker's explanation must contain (the pin, the moment). */
  explains: readonly string[];
}

export interface TaskReferences {
  taskId: number;
  right: readonly ReferenceProgram[];
  wrong: readonly WrongProgram[];
}

const program = (...body: Statement[]): McuProgram => ({ version: MCU_PROGRAM_VERSION, body });
const num = (n: number): Expr => ({ num: n });
const get = (name: string): Expr => ({ get: name });
const on = (led: LedName): Statement => ({ do: 'led', led, on: true });
const off = (led: LedName): Statement => ({ do: 'led', led, on: false });
const wait = (ms: number | Expr): Statement => ({ do: 'wait', ms: typeof ms === 'number' ? num(ms) : ms });
const forever = (...body: Statement[]): Statement => ({ do: 'forever', body });
const repeat = (times: number, ...body: Statement[]): Statement => ({ do: 'repeat', times: num(times), body });
const when = (cond: Expr, then: Statement[], otherwise?: Statement[]): Statement =>
  otherwise ? { do: 'if', cond, then, else: otherwise } : { do: 'if', cond, then };
const pressed = (button: ButtonName): Expr => ({ pressed: button });
const set = (name: string, value: number | Expr): Statement => ({
  do: 'set',
  name,
  value: typeof value === 'number' ? num(value) : value,
});
const change = (name: string, by: number): Statement => ({ do: 'change', name, by: num(by) });
const tone = (hz: number, ms: number): Statement => ({ do: 'tone', hz: num(hz), ms: num(ms) });
const buzz = (hz: number): Statement => ({ do: 'buzz', hz: num(hz) });
const less = (a: Expr, b: Expr): Expr => ({ compare: '<', a, b });
const equal = (a: Expr, b: Expr): Expr => ({ compare: '=', a, b });
const allOn = (): Statement[] => LED_NAMES.map(on);
/** «ждать» in 10 ms ticks counted in a variable: the slowest natural way, 8 blocks (80 µs) a tick. */
const ticks = (ms: number): Statement[] => [
  set('т', 0),
  { do: 'while', cond: less(get('т'), num(ms / 10)), body: [wait(10), change('т', 1)] },
];

const RUNNER: readonly LedName[] = ['HL1', 'HL2', 'HL3', 'HL4', 'HL5'];

export const REFERENCE_SOLUTIONS: readonly TaskReferences[] = [
  {
    taskId: 1,
    right: [
      { title: 'лесенка из четырёх блоков', program: program(forever(on('HL1'), wait(1000), off('HL1'), wait(2000))) },
      {
        title: 'переключение и «повторить»',
        program: program(forever({ do: 'toggle', led: 'HL1' }, repeat(10, wait(100)), { do: 'toggle', led: 'HL1' }, repeat(2, wait(1000)))),
      },
      { title: 'ждёт тиками по 10 мс', program: program(forever(on('HL1'), ...ticks(1000), off('HL1'), ...ticks(2000))) },
    ],
    wrong: [
      {
        title: 'перепутаны времена: горит 2 с, гаснет на 1 с',
        program: program(forever(on('HL1'), wait(2000), off('HL1'), wait(1000))),
        explains: ['HL1', '1 с'],
      },
      {
        title: 'без «повторять всегда»',
        program: program(on('HL1'), wait(1000), off('HL1'), wait(2000)),
        explains: ['HL1', 'загореться в 3 с'],
      },
      {
        title: 'не тот светодиод',
        program: program(forever(on('HL2'), wait(1000), off('HL2'), wait(2000))),
        explains: ['HL1', 'с самого начала'],
      },
    ],
  },
  {
    taskId: 2,
    right: [
      {
        title: 'как в уроке',
        program: program(forever(on('HL1'), off('HL2'), wait(500), off('HL1'), on('HL2'), wait(500))),
      },
      {
        title: 'два переключения',
        program: program(on('HL1'), forever(wait(500), { do: 'toggle', led: 'HL1' }, { do: 'toggle', led: 'HL2' })),
      },
      {
        title: 'ждёт тиками по 10 мс',
        program: program(forever(on('HL1'), off('HL2'), ...ticks(500), off('HL1'), on('HL2'), ...ticks(500))),
      },
    ],
    wrong: [
      {
        title: 'забыл выключить HL1',
        program: program(forever(on('HL1'), wait(500), on('HL2'), wait(500), off('HL2'))),
        explains: ['HL1', 'погаснуть в 0,5 с'],
      },
      {
        title: 'по целой секунде',
        program: program(forever(on('HL1'), wait(1000), off('HL1'), on('HL2'), wait(1000), off('HL2'))),
        explains: ['0,5 с'],
      },
      {
        title: 'оба горят вместе',
        program: program(forever(on('HL1'), on('HL2'), wait(500), off('HL1'), off('HL2'), wait(500))),
        explains: ['HL2'],
      },
    ],
  },
  {
    taskId: 3,
    right: [
      {
        title: '«если… иначе» внутри «повторять всегда»',
        program: program(forever(when(pressed('S1'), [on('HL1')], [off('HL1')]))),
      },
      {
        title: '«пока нажата»',
        program: program(forever({ do: 'while', cond: pressed('S1'), body: [on('HL1')] }, off('HL1'))),
      },
    ],
    wrong: [
      {
        title: 'без «повторять всегда»: кнопку смотрят один раз',
        program: program(when(pressed('S1'), [on('HL1')], [off('HL1')])),
        explains: ['HL1', 'загореться в 0,5 с', 'Кнопка S1 в это время нажата'],
      },
      {
        title: 'без «иначе»: светодиод не гаснет',
        program: program(forever(when(pressed('S1'), [on('HL1')]))),
        explains: ['HL1', 'погаснуть в 1,5 с', 'Кнопки в это время отпущены'],
      },
      {
        title: 'наоборот',
        program: program(forever(when(pressed('S1'), [off('HL1')], [on('HL1')]))),
        explains: ['HL1', 'с самого начала'],
      },
      {
        title: 'не та кнопка',
        program: program(forever(when(pressed('S2'), [on('HL1')], [off('HL1')]))),
        explains: ['HL1', '0,5 с'],
      },
    ],
  },
  {
    taskId: 4,
    right: [
      {
        title: 'пять нот',
        program: program(tone(523, 400), tone(659, 400), tone(784, 400), tone(659, 400), tone(523, 800)),
      },
      {
        title: '«включить звук» и «ждать», в конце «выключить звук»',
        program: program(
          buzz(523),
          wait(400),
          buzz(659),
          wait(400),
          buzz(784),
          wait(400),
          buzz(659),
          wait(400),
          buzz(523),
          wait(800),
          { do: 'silence' },
        ),
      },
    ],
    wrong: [
      {
        title: 'забыл выключить звук',
        program: program(buzz(523), wait(400), buzz(659), wait(400), buzz(784), wait(400), buzz(659), wait(400), buzz(523)),
        explains: ['BA1', 'молчать с 2,4 с'],
      },
      {
        title: 'не та нота',
        program: program(tone(523, 400), tone(600, 400), tone(784, 400), tone(659, 400), tone(523, 800)),
        explains: ['BA1', '600 Гц', '659 Гц'],
      },
      {
        title: 'последняя нота короткая',
        program: program(tone(523, 400), tone(659, 400), tone(784, 400), tone(659, 400), tone(523, 400)),
        explains: ['BA1', 'замолчал', '523 Гц'],
      },
    ],
  },
  {
    taskId: 5,
    right: [
      {
        title: 'пять шагов по три блока, пауза в переменной (урок 22)',
        program: program(set('пауза', 200), forever(...RUNNER.flatMap((led) => [on(led), wait(get('пауза')), off(led)]))),
      },
      {
        title: 'следующий загорается сразу, как гаснет предыдущий',
        program: program(
          on('HL1'),
          forever(...RUNNER.flatMap((led, i) => [wait(200), off(led), on(RUNNER[(i + 1) % RUNNER.length]!)])),
        ),
      },
      {
        title: 'ждёт тиками по 10 мс и считает круги',
        program: program(set('круги', 0), forever(...RUNNER.flatMap((led) => [on(led), ...ticks(200), off(led)]), change('круги', 1))),
      },
    ],
    wrong: [
      {
        title: 'забыл выключать',
        program: program(forever(...RUNNER.flatMap((led) => [on(led), wait(200)]))),
        explains: ['HL1', 'погаснуть в 0,2 с'],
      },
      {
        title: 'бежит в обратную сторону',
        program: program(forever(...[...RUNNER].reverse().flatMap((led) => [on(led), wait(200), off(led)]))),
        explains: ['HL1', 'с самого начала'],
      },
      {
        title: 'по полсекунды',
        program: program(forever(...RUNNER.flatMap((led) => [on(led), wait(500), off(led)]))),
        explains: ['HL1', '0,2 с'],
      },
    ],
  },
  {
    taskId: 6,
    right: [
      {
        title: 'тики по 10 мс (в уроке 23 они по 50 мс)',
        program: program(
          set('тики', 0),
          forever(
            when(pressed('S1'), [set('тики', 0)]),
            ...LED_NAMES.map((led, i) =>
              when(less(get('тики'), num((5 - i) * 200)), [on(led)], [off(led)]),
            ),
            wait(10),
            change('тики', 1),
          ),
        ),
      },
      {
        title: 'песчинки считает переменная, часы ждут нажатия, когда песок кончился',
        program: program(
          forever(
            ...allOn(),
            set('песок', 5),
            set('мс', 0),
            {
              do: 'while',
              cond: { compare: '>', a: get('песок'), b: num(0) },
              body: [
                wait(10),
                change('мс', 10),
                when(pressed('S1'), [...allOn(), set('песок', 5), set('мс', 0)]),
                when({ compare: '>=', a: get('мс'), b: num(2000) }, [
                  set('мс', 0),
                  ...LED_NAMES.map((led, i) => when(equal(get('песок'), num(i + 1)), [off(led)])),
                  change('песок', -1),
                ]),
              ],
            },
            { do: 'while', cond: { not: pressed('S1') }, body: [wait(10)] },
          ),
        ),
      },
    ],
    wrong: [
      {
        title: 'кнопку не слушает',
        program: program(...allOn(), ...[...LED_NAMES].reverse().flatMap((led) => [wait(2000), off(led)])),
        explains: ['HL1', 'загореться в 12 с', 'Кнопка S1 в это время нажата'],
      },
      {
        title: 'кнопку слушает, только когда песок кончился',
        program: program(
          forever(
            ...allOn(),
            ...[...LED_NAMES].reverse().flatMap((led) => [wait(2000), off(led)]),
            { do: 'while', cond: { not: pressed('S1') }, body: [wait(10)] },
          ),
        ),
        explains: ['HL4', 'загореться в 17 с', 'Кнопка S1 в это время нажата'],
      },
      {
        title: 'гасит начиная с HL1',
        program: program(...allOn(), ...LED_NAMES.flatMap((led) => [wait(2000), off(led)])),
        explains: ['На 2 с светодиод HL1 погас', 'до 10 с'],
      },
      {
        title: 'песчинка падает каждую секунду',
        program: program(
          set('тики', 0),
          forever(
            when(pressed('S1'), [set('тики', 0)]),
            ...LED_NAMES.map((led, i) => when(less(get('тики'), num((5 - i) * 100)), [on(led)], [off(led)])),
            wait(10),
            change('тики', 1),
          ),
        ),
        explains: ['светодиод HL5 погас', 'до 2 с'],
      },
    ],
  },
];
