import { measureDc, measureLitSeconds, measureRc63, missingPart, type Reading } from '../../src/content/lab/measure';
import { lessonById } from '../../src/content/lessons';
import type { CircuitDocument } from '../../domain/circuit/document';
import type { DcSolution, WarningKind } from '../../domain/circuit/results';
import { solveDc } from '../../domain/circuit/solve';
import { parseCircuitDocument } from '../../domain/circuit/validate';
import { LAB_PRACTICE_MSG, type PracticeResult } from '../../domain/lab-practice';
import { LESSONS_MSG } from '../../domain/lessons';
import { practiceKeyOf, type PracticeCondition, type PracticeKey } from '../content/lab-practice-keys';
import type { DB } from '../db/database';
import { labPracticeRepository } from '../db/repositories/lab-practice';
import type { UserRow } from '../db/schema';
import { ACCOUNT_DELETED, whileLive } from './account-lock';
import { openLessonIds } from './learning';
import { courseById, courseOpenAt, lectureById } from './learning-catalog';
import { fail, type Failure } from './outcome';

// A lesson's practice checked by the lab (docs/decisions/0239-a-lessons-practice-checked-by-the-lab.md):
// the circuit the pupil built is checked by the lab's one parser, measured by the lab's engine here
// on the server, and compared with the practice's key, which only the server holds. A pass is kept
// once per pupil and task and shows on the lesson as done.

export type PracticeFailure = Failure<'NOT_FOUND' | 'LOCKED' | 'LECTURE_NOT_BOUGHT' | 'VALIDATION_ERROR' | 'AUTH_REQUIRED'>;

/** The warning named first when there are several: the part destroyed before the battery drained. */
const WARNING_ORDER: readonly WarningKind[] = ['burnt', 'short', 'reversed', 'overload'];

/** «15 мА», «0,25 с». */
const milliamps = (amps: number) => `${Math.round(amps * 1000)} мА`;
const secondsText = (seconds: number) => `${String(Math.round(seconds * 100) / 100).replace('.', ',')} с`;

const LABELS: Record<PracticeCondition['measure'], { what: (partId: string) => string; unit: (value: number) => string }> = {
  'led-amps': { what: (id) => `Ток светодиода ${id}`, unit: milliamps },
  'transistor-amps': { what: (id) => `Ток коллектора транзистора ${id}`, unit: milliamps },
  'rc-63': { what: (id) => `Конденсатор ${id} заряжается до 63 % за`, unit: secondsText },
  'lit-seconds': { what: (id) => `Светодиод ${id} горит по`, unit: secondsText },
};

/** «Ток светодиода HL1 — 32 мА, а нужно от 10 до 20 мА»; passed: «…, как и нужно: от 10 до 20 мА». */
function sentence(condition: PracticeCondition, reading: Extract<Reading, { ok: true }>, passed: boolean): string {
  const label = LABELS[condition.measure];
  const wanted = `от ${label.unit(condition.min).replace(/ .*$/, '')} до ${label.unit(condition.max)}`;
  if (!Number.isFinite(reading.value)) return `Конденсатор ${reading.partId} не зарядился до 63 % за время проверки, а нужно ${wanted}`;
  const dash = condition.measure.endsWith('amps') ? ' —' : '';
  return `${label.what(reading.partId)}${dash} ${label.unit(reading.value)}, ${passed ? 'как и нужно:' : 'а нужно'} ${wanted}`;
}

function read(circuit: CircuitDocument, solution: DcSolution, key: PracticeKey, condition: PracticeCondition): Reading {
  switch (condition.measure) {
    case 'led-amps':
    case 'transistor-amps':
      return measureDc(circuit, solution, condition.measure);
    case 'rc-63':
      return measureRc63(circuit, solution, key.runSeconds ?? condition.max * 3);
    case 'lit-seconds':
      return measureLitSeconds(circuit, key.runSeconds ?? condition.max * 6);
  }
}

/** The circuit measured against the key: passed, and the sentence for the child. */
export function judgeCircuit(key: PracticeKey, circuit: CircuitDocument): PracticeResult {
  const solution = solveDc(circuit);
  if (!solution.ok) return { passed: false, message: solution.error ?? LAB_PRACTICE_MSG.circuitMissing };
  // A warning first: a pupil who took the resistor out learns that the LED would burn.
  const warning = [...solution.warnings].sort((a, b) => WARNING_ORDER.indexOf(a.kind) - WARNING_ORDER.indexOf(b.kind))[0];
  if (key.noWarnings && warning) return { passed: false, message: `Схема ещё не готова: ${warning.message}. Исправь это и проверь ещё раз.` };
  for (const kind of key.mustContain) {
    if (!circuit.parts.some((part) => part.kind === kind)) return { passed: false, message: missingPart(kind) };
  }

  const done: string[] = [];
  for (const condition of key.conditions) {
    const reading = read(circuit, solution, key, condition);
    if (!reading.ok) return { passed: false, message: reading.message };
    const passed = reading.value >= condition.min && reading.value <= condition.max;
    if (!passed) return { passed: false, message: `${sentence(condition, reading, false)}. Измени схему и проверь ещё раз.` };
    done.push(sentence(condition, reading, true));
  }
  return { passed: true, message: `Молодец, получилось! ${done.join('. ')}.` };
}

/**
 * A lesson's practice checked: the lesson as open as for its answers (its course open, the
 * lesson bought or free), the circuit parsed, measured and judged; a pass kept once.
 */
export async function checkPractice(
  db: DB,
  user: Pick<UserRow, 'id' | 'level'>,
  lessonId: number,
  practiceId: string,
  body: { circuit?: unknown },
  now: number,
): Promise<{ ok: true; data: PracticeResult } | PracticeFailure> {
  const lecture = lectureById(lessonId);
  const lesson = lessonById(lessonId);
  if (!lecture || !lesson) return fail('NOT_FOUND', { message: LAB_PRACTICE_MSG.lessonNotFound });
  const practice = lesson.practice?.find((p) => p.id === practiceId);
  const key = practiceKeyOf(lessonId, practiceId);
  if (!practice || !key) return fail('NOT_FOUND', { message: LAB_PRACTICE_MSG.practiceNotFound });
  const course = courseById(lecture.courseId);
  if (course && !courseOpenAt(course, user.level)) return fail('LOCKED', { message: LESSONS_MSG.secretLocked });
  if (!(await openLessonIds(db, user.id)).has(lessonId)) return fail('LECTURE_NOT_BOUGHT');
  if (body.circuit === undefined) return fail('VALIDATION_ERROR', { message: LAB_PRACTICE_MSG.circuitMissing });
  const parsed = parseCircuitDocument(body.circuit);
  if (!parsed.ok) return fail('VALIDATION_ERROR', { message: parsed.message });

  const result = judgeCircuit(key, parsed.circuit);
  if (result.passed) {
    const kept = await whileLive(db, user.id, (trx) => labPracticeRepository(trx).recordPass(user.id, lessonId, practiceId, now));
    if (kept === ACCOUNT_DELETED) return fail('AUTH_REQUIRED');
  }
  return { ok: true, data: result };
}
