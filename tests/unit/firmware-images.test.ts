// The firmware images the app serves (public/firmware/*.hex, run in the browser by the page
// «Прошивки наборов» and downloaded by club leaders) are exactly what `make -C firmware` builds
// from the sources. Without avr-gcc the test is skipped, except in CI, where .ci/run installs it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const IMAGES = [
  { source: '11-sand-clock/sand-clock.hex', served: 'public/firmware/sand-clock.hex' },
  { source: '12-radio/radio.hex', served: 'public/firmware/radio.hex' },
];

function hasAvrGcc(): boolean {
  try {
    execFileSync('avr-gcc', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const toolchain = hasAvrGcc();

describe('the served firmware images', () => {
  it.runIf(!toolchain && process.env.CI)('has avr-gcc in CI', () => {
    expect.fail('avr-gcc is missing: .ci/run installs gcc-avr, avr-libc and binutils-avr before the tests');
  });

  const build = mkdtempSync(join(tmpdir(), 'firmware-'));
  afterAll(() => rmSync(build, { recursive: true, force: true }));

  it.runIf(toolchain)(
    'are byte for byte what make -C firmware builds',
    () => {
      // a copy, so a stale image beside the sources cannot stand in for a fresh build
      cpSync(join(ROOT, 'firmware'), build, { recursive: true, filter: (path) => !/\.(hex|elf)$/.test(path) });
      execFileSync('make', ['-s', '-C', build], { stdio: 'pipe' });
      for (const { source, served } of IMAGES) {
        expect(readFileSync(join(build, source), 'utf8'), `${served}: rebuild it with make -C firmware and copy ${source}`).toBe(
          readFileSync(join(ROOT, served), 'utf8'),
        );
      }
    },
    60_000,
  );
});
