import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { nonBlockingCss } from '../../scripts/build/non-blocking-css.mjs';
import { precompressDir } from '../../scripts/build/precompress.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('precompressing the build', () => {
  it('writes .br and .gz beside every text file that they make smaller, and nothing beside images', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'school-precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    const script = `export const text = ${JSON.stringify('пайка '.repeat(500))};`;
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'sw.js'), script);
    writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Школа робототехники', icons: Array(20).fill({ src: '/icons/icon.png' }) }));
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    const totals = await precompressDir(dir);

    for (const file of ['assets/app.js', 'sw.js', 'manifest.webmanifest']) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(original);
    }
    // Three bytes of CSS cannot shrink: the file itself is served.
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
    expect(totals.files).toBe(4);
    expect(totals.br).toBeLessThan(totals.bytes / 4);
  });
});

describe('the stylesheet without blocking the first paint', () => {
  it('turns the stylesheet links of index.html into preloads and leaves everything else', () => {
    const plugin = nonBlockingCss();
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
      '<link rel="manifest" href="/manifest.webmanifest">',
    ].join('\n');
    const out = plugin.transformIndexHtml.handler(html);
    expect(out).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-3.css">');
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/react-2.js">');
  });
});
