// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('offline content budget', () => {
  it('keeps everything a pupil reads offline under 5 MB, no file over 2 MiB', () => {
    const figures = JSON.parse(execFileSync(process.execPath, ['scripts/content-size.mjs', '--json'], { encoding: 'utf8' })) as {
      total: number;
      largest: { bytes: number };
      ok: boolean;
    };
    expect(figures.total).toBeLessThanOrEqual(5_000_000);
    expect(figures.largest.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(figures.ok).toBe(true);
  });
});
