// The block interpreter on a phone: domain/mcu/interpreter.ts bundled as the page gets it, run
// in headless Chromium with its CPU slowed 4× (DevTools' CPU throttling, as Lighthouse's mobile
// runs do) on 10 s of virtual time of a busy button loop with no wait (1 000 000 blocks), the
// heaviest program a task accepts. Median of the runs after a first, cold one.
//
//   node scripts/bench/mcu-phone.mjs [--runs 7]
//
// The floor, in the same page and the same run: a bare JS loop doing as many steps of the same
// work (read a button, compare, write an LED, add 10 µs). Goal: the 10 s program in at most 1 s.
import { build } from 'esbuild';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, root } from './lib.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Math.max(1, Number(values.runs));
const GOAL_MS = 1000;
const SLOWDOWN = 4;

const bundled = await build({
  absWorkingDir: root,
  stdin: { contents: "export { runProgram } from './domain/mcu/interpreter.ts';", resolveDir: root, loader: 'ts' },
  bundle: true,
  format: 'iife',
  globalName: 'mcu',
  minify: true,
  write: false,
  target: 'es2022',
});

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundled.outputFiles[0].text });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  const figures = await page.evaluate((runs) => {
    const led = (on) => ({ do: 'led', led: 'HL1', on });
    const busy = { version: 1, body: [{ do: 'forever', body: [{ do: 'if', cond: { pressed: 'S1' }, then: [led(true)], else: [led(false)] }] }] };
    const presses = [1000, 3000, 5000, 7000].flatMap((at) => [{ atMs: at, button: 'S1', pressed: true }, { atMs: at + 500, button: 'S1', pressed: false }]);
    const ours = () => {
      const result = globalThis.mcu.runProgram(busy, { runMs: 10_000, presses });
      if (result.stop === 'error') throw new Error(result.error);
    };
    // The same work without the interpreter: 1 000 000 blocks in 333 334 rounds of if/read/write.
    const floor = () => {
      const buttons = new Uint8Array(1);
      const pins = new Uint8Array(1);
      let t = 0;
      let changes = 0;
      while (t < 10_000_000) {
        buttons[0] = (t / 1_000_000) % 2 > 1 ? 1 : 0;
        const on = buttons[0] === 1 ? 1 : 0;
        t += 10;
        if (pins[0] !== on) changes++;
        pins[0] = on;
        t += 20;
      }
      return changes;
    };
    const time = (run) => {
      let started = performance.now();
      run();
      const first = performance.now() - started;
      const list = [];
      for (let k = 0; k < runs; k++) {
        started = performance.now();
        run();
        list.push(performance.now() - started);
      }
      list.sort((a, b) => a - b);
      return { first, median: list[Math.floor(list.length / 2)] };
    };
    return { ours: time(ours), floor: time(floor) };
  }, RUNS);
  const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} мс`;
  console.log(`Блоки на телефоне: 10 с программы без «ждать» (1 000 000 блоков), Chromium, процессор медленнее в ${SLOWDOWN} раза, медиана ${RUNS}`);
  console.log(`  наш интерпретатор: ${ms(figures.ours.median)} (первый, холодный запуск: ${ms(figures.ours.first)})`);
  console.log(`  пол (голый цикл JS той же работы): ${ms(figures.floor.median)}`);
  const ok = figures.ours.median <= GOAL_MS && figures.ours.first <= GOAL_MS;
  console.log(`  цель ≤ ${GOAL_MS} мс: ${ok ? 'ok' : 'НЕ ДОСТИГНУТА'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
}
