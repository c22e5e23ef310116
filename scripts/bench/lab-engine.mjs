// The lab's engine (domain/circuit/, docs/decisions/0235-the-lab-runs-its-own-circuit-engine.md)
// on every ready circuit of the lab (src/content/lab/presets.ts) and on the largest a pupil may draw
// (80 parts, ledLadder in domain/circuit/test-circuits.ts): a DC answer of each, and guide 10's
// multivibrator for 10 s of circuit time (68 кОм as in the preset, and the guide's 15 кОм), in one
// Node process with tsx.
//
//   node scripts/bench/lab-engine.mjs [--runs 30]
//
// The floor, measured in the same run for each circuit: one dense linear solve of the circuit's
// own size (dense-lu.ts on a matrix of as many unknowns), the least one Newton iteration costs.
// Beside it, the document's JSON round trip (what the page does at every save). For a transient run
// the floor is one such solve per sample (1000 samples by default).
// Goals: a DC answer ≤ 50 ms each, guide 10's 10 s ≤ 2 s. A phone is a few times slower than
// this machine; the first call (before the JIT warms up) is printed beside the median.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { root } from './lib.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const RUNS = Math.max(1, Number(values.runs));
const DC_GOAL_MS = 50;
const TRANSIENT_GOAL_MS = 2000;
const TRANSIENT_SECONDS = 10;
const SAMPLES = 1000;

const unregister = register();
const { solveDc } = await import(join(root, 'domain/circuit/solve.ts'));
const { runTransient } = await import(join(root, 'domain/circuit/transient.ts'));
const { solveDense } = await import(join(root, 'domain/circuit/dense-lu.ts'));
const { buildNetlist } = await import(join(root, 'domain/circuit/netlist.ts'));
const { buildModel } = await import(join(root, 'domain/circuit/elements.ts'));
const { ledLadder, multivibrator } = await import(join(root, 'domain/circuit/test-circuits.ts'));
const { labPresets } = await import(join(root, 'src/content/lab/presets.ts'));
await unregister();

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const fixed = (ms) => (ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(2) : ms.toFixed(0));

const cpuMs = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** Times `run` RUNS times after a first (cold) call; answers { first, median, cpu } in ms (cpu: the median's CPU time, steadier on a busy machine). */
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

/** One dense solve of an n × n diagonally dominant matrix, fresh each time as Newton assembles it. */
function floorSolve(n) {
  const matrix = new Float64Array(n * n);
  const rhs = new Float64Array(n);
  return () => {
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) matrix[row * n + col] = row === col ? n + 1 : ((row * 31 + col * 17) % 7) / 7;
      rhs[row] = row;
    }
    solveDense(matrix, rhs, n);
  };
}

const unknowns = (circuit) => buildModel(circuit, buildNetlist(circuit)).size;

console.log(`Загрузка машины: ${loadavg().map((n) => n.toFixed(1)).join(' / ')}; повторов: ${RUNS}`);
console.log('\nПостоянный ток (solveDc), по каждой готовой схеме лаборатории:');
console.log('\n| схема | деталей | неизвестных | первый раз, мс | медиана, мс | пол: одно решение, мс | медиана / пол | пол 2: JSON туда и обратно, мс |\n|---|---|---|---|---|---|---|---|');
let worstDc = 0;
const largest = { id: 'наибольшая: 26 светодиодов лесенкой (тест движка)', circuit: ledLadder() };
for (const preset of [...labPresets, largest]) {
  const n = unknowns(preset.circuit);
  const dc = time(() => solveDc(preset.circuit));
  const floor = time(floorSolve(n), RUNS * 10);
  const json = time(() => JSON.parse(JSON.stringify(preset.circuit)), RUNS * 10);
  worstDc = Math.max(worstDc, dc.median, dc.first);
  console.log(`| ${preset.id} | ${preset.circuit.parts.length} | ${n} | ${fixed(dc.first)} | ${fixed(dc.median)} | ${fixed(floor.median)} | ${(dc.median / floor.median).toFixed(0)} | ${fixed(json.median)} |`);
}

console.log(`\nПереходный процесс (runTransient), ${TRANSIENT_SECONDS} с времени схемы, ${SAMPLES} отсчётов:`);
console.log('\n| схема | первый раз, мс | медиана, мс | ЦП, мс | пол: решение на отсчёт, мс | медиана / пол |\n|---|---|---|---|---|---|');
const guide10 = labPresets.find((preset) => preset.id === 'guide-10').circuit;
let worstTransient = 0;
for (const [name, circuit] of [
  ['guide-10 (68 кОм)', guide10],
  ['мультивибратор с 15 кОм (тест движка)', multivibrator(15_000)],
]) {
  const run = time(() => runTransient(circuit, { seconds: TRANSIENT_SECONDS }), Math.max(3, Math.round(RUNS / 10)));
  const one = time(floorSolve(unknowns(circuit)), RUNS * 10).median;
  worstTransient = Math.max(worstTransient, run.median, run.first);
  console.log(`| ${name} | ${fixed(run.first)} | ${fixed(run.median)} | ${fixed(run.cpu)} | ${fixed(one * (SAMPLES + 1))} | ${(run.median / (one * (SAMPLES + 1))).toFixed(0)} |`);
}

const verdict = (ok) => (ok ? 'выполнена' : 'НЕ выполнена');
console.log(`\nЦель: каждый ответ по постоянному току ≤ ${DC_GOAL_MS} мс — ${verdict(worstDc <= DC_GOAL_MS)} (худший, с первым разом: ${fixed(worstDc)} мс).`);
console.log(`Цель: ${TRANSIENT_SECONDS} с мультивибратора ≤ ${TRANSIENT_GOAL_MS} мс — ${verdict(worstTransient <= TRANSIENT_GOAL_MS)} (худший, с первым разом: ${fixed(worstTransient)} мс).`);
