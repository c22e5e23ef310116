// The page's main thread while /login and a guide page open, in CPU time rather than wall time:
// Lighthouse times tasks by the wall clock, so on a shared machine its blocking time grows with
// the load (a 14 ms task took 174 ms at a load of 17 on 2 cores); a task's thread time does not.
// Each page opens in a fresh Chromium, traced with Lighthouse's categories until the network is
// quiet and 3 s more; beside it, the same for the bare React app's /login (the floor
// of scripts/bench/lighthouse.mjs). Medians of --runs, the pages interleaved.
//
//   node scripts/bench/main-thread.mjs [--runs 5] [--guide 1]
//
// Printed per page: the main thread's CPU in all tasks, the longest task, the longest task that
// runs the entry script's code (index-….js), and «blocking ×4»: Lighthouse's total blocking time as if every
// task took 4 × its CPU time (its mobile slowdown) on an idle machine.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  median,
  root,
  startFirstScreens,
  stopAll,
  tempDir,
} from './lib.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, guide: { type: 'string', default: '1' } } });
const RUNS = Number(values.runs);
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** CPU figures of the renderer's main thread from a Chromium trace. */
function mainThread(events, entryName) {
  const named = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const main = named.find((thread) => events.some((event) => event.pid === thread.pid && event.name === 'ResourceSendRequest'));
  const mine = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const tasks = mine.filter((event) => event.name === 'RunTask').map((task) => ({ ...task, cpu: (task.tdur ?? task.dur) / 1000 }));
  const runsEntry = (task) =>
    mine.some((event) => event.ts >= task.ts && event.ts <= task.ts + task.dur && /^(FunctionCall|EvaluateScript|v8\.evaluateModule)$/.test(event.name) && (event.args?.data?.url ?? '').includes(entryName));
  return {
    total: tasks.reduce((sum, task) => sum + task.cpu, 0),
    longest: Math.max(...tasks.map((task) => task.cpu)),
    entry: Math.max(0, ...tasks.filter(runsEntry).map((task) => task.cpu)),
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, SLOWDOWN * task.cpu - BLOCKING_MS), 0),
  };
}

async function trace(chromium, target) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    if (target.token) {
      await page.goto(`${new URL(target.url).origin}/manifest.webmanifest`);
      await page.evaluate((token) => localStorage.setItem('Authorization', token), target.token);
    }
    // Lighthouse's own categories: the same tracing costs (stack traces, the scripts' rundown).
    await browser.startTracing(page, { categories: Trace.getDefaultTraceCategories() });
    await page.goto(target.url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const buffer = await browser.stopTracing();
    const parsed = JSON.parse(buffer.toString());
    return mainThread(parsed.traceEvents ?? parsed, '/assets/index-');
  } finally {
    await browser.close();
  }
}

const work = tempDir('main-thread');
const started = [];
try {
  const { login, guide, floor } = await startFirstScreens(work, values.guide, started);
  const targets = [login, guide, floor];
  const { chromium } = await import(join(root, 'node_modules', 'playwright-core', 'index.mjs'));
  const results = new Map(targets.map((target) => [target, []]));
  for (let run = 0; run < RUNS; run += 1) for (const target of targets) results.get(target).push(await trace(chromium, target));

  const ms = (values) => `${Math.round(median(values))} мс`;
  console.log(`Главный поток страницы, время процессора (не настенное), медиана ${RUNS} запусков; «блокировка ×4» — TBT, если бы каждая задача шла ×${SLOWDOWN} своего процессорного времени`);
  for (const target of targets) {
    const runs = results.get(target);
    const pick = (key) => runs.map((run) => run[key]);
    console.log(
      `  ${target.name}\n    всего ${ms(pick('total'))}, самая длинная задача ${ms(pick('longest'))}, самая длинная задача входного скрипта ${ms(pick('entry'))}, блокировка ×${SLOWDOWN} ${ms(pick('blocking'))}`,
    );
  }
} finally {
  await stopAll(started);
  rmSync(work, { recursive: true, force: true });
}
