// The block interpreter (domain/mcu/interpreter.ts,
// docs/decisions/0262-the-blocks-run-in-virtual-time.md) on 10 s of virtual time: a busy button
// loop with no wait («если S1 нажата — включить HL1, иначе выключить», 1 000 000 blocks), a blink
// (a few dozen blocks), and the same busy loop run frame by frame as the page does (runUntil every
// 16,7 ms). Also each task's check (checkProgram on the first right program). In one Node process
// with tsx.
//
//   node scripts/bench/mcu-sim.mjs [--runs 15]
//
// The floor, measured in the same run: a bare JS loop doing as many steps of the same work (read a
// button from a typed array, compare, write an LED, add 10 µs), with nothing to pause or check.
// Goal: the busy 10 s ≤ 250 ms here (about ≤ 1 s on a phone with its CPU slowed 4×). The first call
// (before the JIT warms up) is printed beside the median.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { root } from './lib.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' } } });
const RUNS = Math.max(1, Number(values.runs));
const GOAL_MS = 250;
const RUN_MS = 10_000;

const unregister = register();
const { runProgram, startRun } = await import(join(root, 'domain/mcu/interpreter.ts'));
const { checkProgram } = await import(join(root, 'domain/mcu/check.ts'));
const { MCU_TASKS } = await import(join(root, 'src/content/mcu/tasks.ts'));
const { REFERENCE_SOLUTIONS } = await import(join(root, 'src/content/mcu/reference-solutions.ts'));
await unregister();

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const fixed = (ms) => (ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(2) : ms.toFixed(0));
const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

function time(run, runs = RUNS) {
  let started = performance.now();
  run();
  const first = performance.now() - started;
  const times = [];
  const cpu = [];
  for (let k = 0; k < runs; k++) {
    started = performance.now();
    const cpuStarted = process.cpuUsage();
    run();
    times.push(performance.now() - started);
    cpu.push(cpuMs(cpuStarted));
  }
  return { first, median: median(times), cpu: median(cpu) };
}

const led = (on) => ({ do: 'led', led: 'HL1', on });
const busy = {
  version: 1,
  body: [{ do: 'forever', body: [{ do: 'if', cond: { pressed: 'S1' }, then: [led(true)], else: [led(false)] }] }],
};
const blink = {
  version: 1,
  body: [{ do: 'forever', body: [led(true), { do: 'wait', ms: { num: 1000 } }, led(false), { do: 'wait', ms: { num: 2000 } }] }],
};
const presses = [
  { atMs: 2000, button: 'S1', pressed: true },
  { atMs: 3000, button: 'S1', pressed: false },
];

/** The floor: as many rounds of the busy loop's work as the interpreter's blocks / 5. */
function floor(steps) {
  const buttons = new Uint8Array(2);
  const pins = new Float64Array(6);
  let now = 0;
  let changes = 0;
  for (let round = 0; round < steps / 5; round++) {
    now += 50;
    if (now === 2_000_000) buttons[0] = 1;
    const value = buttons[0] === 1 ? 1 : 0;
    if (pins[0] !== value) {
      pins[0] = value;
      changes++;
    }
  }
  return changes + now;
}

console.log(`Загрузка машины: ${loadavg().map((n) => n.toFixed(1)).join(' / ')}; повторов: ${RUNS}`);
const steps = runProgram(busy, { runMs: RUN_MS, presses }).steps;
const busyTime = time(() => runProgram(busy, { runMs: RUN_MS, presses }));
const blinkTime = time(() => runProgram(blink, { runMs: RUN_MS }), RUNS * 10);
const framesTime = time(() => {
  const run = startRun(busy);
  for (let t = 0; t <= RUN_MS * 1000; t += 16_667) run.runUntil(t);
});
const floorTime = time(() => floor(steps), RUNS * 3);

console.log(`\n${RUN_MS / 1000} с виртуального времени:\n`);
console.log('| программа | блоков | первый раз, мс | медиана, мс | ЦП, мс | медиана / пол |\n|---|---|---|---|---|---|');
const row = (name, blocks, t) =>
  console.log(`| ${name} | ${blocks} | ${fixed(t.first)} | ${fixed(t.median)} | ${fixed(t.cpu)} | ${(t.median / floorTime.median).toFixed(1)} |`);
row('занятой цикл с кнопкой, без «ждать»', steps, busyTime);
row('тот же, по кадрам (runUntil каждые 16,7 мс)', steps, framesTime);
row('маяк 1 с / 2 с', runProgram(blink, { runMs: RUN_MS }).steps, blinkTime);
row('пол: голый цикл JS той же работы', steps, floorTime);

console.log('\nПроверка каждого задания (checkProgram, первая верная программа):\n');
console.log('| задание | время проверки, с | блоков | медиана, мс |\n|---|---|---|---|');
for (const task of MCU_TASKS) {
  const program = REFERENCE_SOLUTIONS.find((references) => references.taskId === task.id).right[0].program;
  const t = time(() => checkProgram(task, program));
  const blocks = runProgram(program, { runMs: task.runMs, presses: task.presses }).steps;
  console.log(`| ${task.id} «${task.title}» | ${task.runMs / 1000} | ${blocks} | ${fixed(t.median)} |`);
}

const worst = Math.max(busyTime.median, busyTime.first);
console.log(
  `\nЦель: ${RUN_MS / 1000} с занятого цикла ≤ ${GOAL_MS} мс — ${worst <= GOAL_MS ? 'выполнена' : 'НЕ выполнена'} (худший, с первым разом: ${fixed(worst)} мс).`,
);
