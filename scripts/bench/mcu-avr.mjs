// The kits' firmware on the simulated ATtiny84A (src/lib/avr/attiny84.ts on avr8js,
// docs/decisions/0264-the-kits-firmware-runs-on-avr8js.md): how many seconds of the chip's time
// one second of this machine runs, for the sand clock (busy all the time: its main loop polls and
// a timer interrupt scans the LEDs 1984 times a second) and the radio (asleep between presses).
//
//   node scripts/bench/mcu-avr.mjs [--seconds 20]
//
// The floor, measured in the same run: bare avr8js (CPU, avrInstruction, tick) on a program that is
// one instruction jumping to itself, with no ports or timers: what any firmware costs at least.
// Goal: the sand clock ≥ 5 simulated seconds a second here (≥ 1 on a phone a few times slower),
// so the page keeps real time. CPU time beside the wall clock: the machine is shared.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { CPU, avrInstruction } from 'avr8js';
import { root } from './lib.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const SECONDS = Math.max(1, Number(values.seconds));
const GOAL = 5;

const unregister = register();
const { Attiny84 } = await import(join(root, 'src/lib/avr/attiny84.ts'));
const { SandClockLeds } = await import(join(root, 'src/features/mcu/firmware/sand-clock-leds.ts'));
const { I2cTarget } = await import(join(root, 'src/lib/avr/i2c-target.ts'));
const { Rda5807m } = await import(join(root, 'src/features/mcu/firmware/rda5807m.ts'));
const { RADIO_I2C_PINS } = await import(join(root, 'src/features/mcu/firmware/radio-board.ts'));
await unregister();

const hex = (name) => readFileSync(join(root, 'public/firmware', `${name}.hex`), 'utf8');

/** Runs `step(ms)` in 16 ms frames (as the page does) for SECONDS of chip time; answers chip-seconds per wall and CPU second. */
function measure(step) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (let ms = 0; ms < SECONDS * 1000; ms += 16) step(16);
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpuStarted);
  const cpu = (used.user + used.system) / 1e6;
  return { wall: SECONDS / wall, cpu: SECONDS / cpu };
}

function floor() {
  const flash = new Uint16Array(4096);
  flash[0] = 0xcfff; // rjmp .-2
  const cpu = new CPU(flash, 0x160);
  return measure((ms) => {
    const end = cpu.cycles + ms * 1000;
    while (cpu.cycles < end) {
      avrInstruction(cpu);
      cpu.tick();
    }
  });
}

function sandClock() {
  const chip = new Attiny84(hex('sand-clock'));
  const leds = new SandClockLeds();
  chip.onPortChange(leds.onPortChange);
  chip.setExternal('B', 0, 'low');
  return measure((ms) => {
    chip.runFor(ms);
    leds.litWithin(chip.cycles);
  });
}

function radio() {
  const chip = new Attiny84(hex('radio'));
  new I2cTarget(chip, RADIO_I2C_PINS, new Rda5807m(() => chip.cycles));
  let t = 0;
  return measure((ms) => {
    // «громче» pressed for 100 ms once a second
    chip.setExternal('A', 3, t % 1000 < 100 ? 'low' : 'open');
    chip.runFor(ms);
    t += ms;
  });
}

console.log(`Загрузка машины: ${loadavg().map((n) => n.toFixed(1)).join(' / ')}; ${SECONDS} с времени микросхемы на каждую строку`);
console.log('\n| что | с микросхемы за с настенных часов | за с ЦП |\n|---|---|---|');
const rows = [
  ['пол: голый avr8js, одна команда в цикле', floor()],
  ['песочные часы (прошивка 11)', sandClock()],
  ['радио (прошивка 12), «громче» раз в секунду', radio()],
];
for (const [name, r] of rows) console.log(`| ${name} | ${r.wall.toFixed(1)} | ${r.cpu.toFixed(1)} |`);
const clock = rows[1][1];
console.log(`\nЦель: песочные часы ≥ ${GOAL} с за с ЦП — ${clock.cpu >= GOAL ? 'да' : 'НЕТ'} (${clock.cpu.toFixed(1)}; пол ${rows[0][1].cpu.toFixed(1)}).`);
