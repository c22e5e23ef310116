// Checks a pupil's program against a task (docs/product.md, «Микроконтроллеры»): runs it for the
// task's time with the task's button presses and compares each output pin's timeline with the
// expected segments. The page checks offline with it, and the server runs it again before it pays.
import { countOf, type PluralForms } from '../plural';
import { runProgram } from './interpreter';
import type { ButtonName, OutputName, PinEvent } from './program';
import { BOARD } from './program';
import type { ExpectedSegment, McuCheckVerdict, McuTask, PinExpectation } from './tasks';
import { parseProgram } from './validate';

export type CheckResult = { ok: true; verdict: McuCheckVerdict } | { ok: false; message: string };

/** «за 9 секунд»: the accusative after «за». */
const SECONDS = { one: 'секунду', few: 'секунды', many: 'секунд' } satisfies PluralForms;
const TIMES = { one: 'раз', few: 'раза', many: 'раз' } satisfies PluralForms;
const NOTES = { one: 'ноту', few: 'ноты', many: 'нот' } satisfies PluralForms;

/** Seconds as a child reads them: 1500 ms → «1,5», 200 ms → «0,2», 12 000 ms → «12». */
export function secondsOf(ms: number): string {
  return String(Math.round(ms / 10) / 100).replace('.', ',');
}

interface Mismatch {
  /** µs: which pin went wrong first. */
  at: number;
  /** µs: the moment the text names (a segment's start, or the wrong change). */
  named: number;
  text: string;
}

const isBuzzer = (pin: OutputName) => pin === BOARD.buzzer.name;

function matches(expectation: PinExpectation, expected: number, actual: number): boolean {
  if (expected === 0 || !isBuzzer(expectation.pin)) return actual === expected;
  return actual !== 0 && Math.abs(actual - expected) <= (expectation.toleranceHz ?? 0);
}

/** «до 3 с» or «до конца проверки». */
function until(segment: ExpectedSegment, runMs: number): string {
  return segment.toMs >= runMs ? 'до конца проверки' : `до ${secondsOf(segment.toMs)} с`;
}

/** The pin's value was already wrong when the segment (less its tolerance) began. */
function wrongFromStart(expectation: PinExpectation, segment: ExpectedSegment, actual: number, runMs: number): string {
  const { pin } = expectation;
  const from = segment.fromMs === 0 ? 'с самого начала' : `с ${secondsOf(segment.fromMs)} с`;
  if (isBuzzer(pin)) {
    const doing = actual === 0 ? 'а он молчит' : `а он играет ${actual} Гц`;
    return segment.value === 0
      ? `Зуммер ${pin} должен молчать ${from} ${until(segment, runMs)}, ${doing}.`
      : `Зуммер ${pin} должен играть ${segment.value} Гц ${from} ${until(segment, runMs)}, ${doing}.`;
  }
  if (segment.value === 1) {
    return segment.fromMs === 0
      ? `Светодиод ${pin} должен гореть с самого начала, а он не горит.`
      : `Светодиод ${pin} должен загореться в ${secondsOf(segment.fromMs)} с, а он не горит.`;
  }
  return segment.fromMs === 0
    ? `Светодиод ${pin} горит с самого начала, а должен быть выключен ${until(segment, runMs)}.`
    : `Светодиод ${pin} должен погаснуть в ${secondsOf(segment.fromMs)} с, а он ещё горит.`;
}

/** The pin changed to a wrong value inside the segment, at `tUs`. */
function wrongChange(expectation: PinExpectation, segment: ExpectedSegment, actual: number, tUs: number, runMs: number): string {
  const { pin } = expectation;
  const at = `На ${secondsOf(tUs / 1000)} с`;
  if (isBuzzer(pin)) {
    const did = actual === 0 ? 'замолчал' : `заиграл ${actual} Гц`;
    const wanted = segment.value === 0 ? 'молчать' : `играть ${segment.value} Гц`;
    return `${at} зуммер ${pin} ${did}, а должен ${wanted} ${until(segment, runMs)}.`;
  }
  return actual === 0
    ? `${at} светодиод ${pin} погас, а должен гореть ${until(segment, runMs)}.`
    : `${at} светодиод ${pin} загорелся, а должен быть выключен ${until(segment, runMs)}.`;
}

function firstMismatch(expectation: PinExpectation, events: readonly PinEvent[], runMs: number): Mismatch | null {
  const changes = events.filter((event) => event.pin === expectation.pin);
  const tolerance = expectation.toleranceMs * 1000;
  let next = 0;
  let value = 0;
  for (const segment of expectation.segments) {
    const start = segment.fromMs * 1000 + tolerance;
    const end = segment.toMs * 1000 - tolerance;
    if (start >= end) continue;
    while (next < changes.length && changes[next]!.t <= start) value = changes[next++]!.value;
    if (!matches(expectation, segment.value, value)) {
      return { at: start, named: segment.fromMs * 1000, text: wrongFromStart(expectation, segment, value, runMs) };
    }
    while (next < changes.length && changes[next]!.t < end) {
      const change = changes[next++]!;
      value = change.value;
      if (!matches(expectation, segment.value, value)) {
        return { at: change.t, named: change.t, text: wrongChange(expectation, segment, value, change.t, runMs) };
      }
    }
  }
  return null;
}

/** «Кнопка S1 в это время нажата.»: what the check's finger was doing at the wrong moment. */
function buttonsAt(task: McuTask, tUs: number): string {
  if (task.presses.length === 0) return '';
  const down = new Map<ButtonName, boolean>();
  for (const press of [...task.presses].sort((a, b) => a.atMs - b.atMs)) {
    if (press.atMs * 1000 <= tUs) down.set(press.button, press.pressed);
  }
  const pressed = [...down].filter(([, isDown]) => isDown).map(([button]) => button);
  if (pressed.length === 0) return ' Кнопки в это время отпущены.';
  return pressed.length === 1
    ? ` Кнопка ${pressed[0]} в это время нажата.`
    : ` Кнопки ${pressed.join(' и ')} в это время нажаты.`;
}

/** What was right, when everything was. */
function praise(task: McuTask): string {
  const parts: string[] = [];
  const leds = task.expect.filter((expectation) => !isBuzzer(expectation.pin));
  const lightings = leds.map((expectation) => ({
    pin: expectation.pin,
    count: expectation.segments.filter((segment) => segment.value === 1).length,
  }));
  if (lightings.length === 1) {
    parts.push(`светодиод ${lightings[0]!.pin} загорался ${countOf(lightings[0]!.count, TIMES)}`);
  } else if (lightings.length > 1) {
    parts.push(`светодиоды загорались: ${lightings.map(({ pin, count }) => `${pin} — ${countOf(count, TIMES)}`).join(', ')}`);
  }
  const buzzer = task.expect.find((expectation) => isBuzzer(expectation.pin));
  if (buzzer) {
    const notes = buzzer.segments.filter((segment) => segment.value !== 0).length;
    const quiet = buzzer.segments.at(-1)?.value === 0 ? ' и замолчал' : '';
    parts.push(`зуммер ${buzzer.pin} сыграл ${countOf(notes, NOTES)}${quiet}`);
  }
  const pushes = task.presses.filter((press) => press.pressed).length;
  const how = pushes > 0 ? ` и нажимала кнопки ${countOf(pushes, TIMES)}` : '';
  const what = parts.map((part) => part[0]!.toUpperCase() + part.slice(1)).join('. ');
  return `Всё верно! Проверка шла ${countOf(Math.round(task.runMs / 1000), SECONDS)}${how}, и всё было вовремя. ${what}.`;
}

/**
 * Runs `input` (untrusted) for the task. ok:false (the server's 400) when the program is not a
 * program or stopped with an error; otherwise the verdict with its Russian explanation.
 */
export function checkProgram(task: McuTask, input: unknown): CheckResult {
  const parsed = parseProgram(input);
  if (!parsed.ok) return parsed;
  const run = runProgram(parsed.program, { runMs: task.runMs, presses: task.presses, seed: task.id });
  if (run.stop === 'error') return { ok: false, message: run.error ?? 'Программа остановилась с ошибкой.' };
  let first: Mismatch | null = null;
  for (const expectation of task.expect) {
    const mismatch = firstMismatch(expectation, run.events, task.runMs);
    if (mismatch && (!first || mismatch.at < first.at)) first = mismatch;
  }
  if (first) return { ok: true, verdict: { passed: false, explanation: first.text + buttonsAt(task, first.named) } };
  return { ok: true, verdict: { passed: true, explanation: praise(task) } };
}
