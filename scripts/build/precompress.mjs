// Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every text file of the build, after
// everything else has written its files (vite-plugin-pwa's sw.js included), so the server sends
// them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
// A compressed copy that is not smaller than the file is not written: the file itself goes out.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images, video and fonts are compressed already. */
export const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every text file under `dir`; returns the sizes for the build's summary line. `fast`
 * (brotli 5, gzip 6) is for builds that tests serve and no one downloads: the same files and
 * encodings in a tenth of the time.
 */
export async function precompressDir(dir, { fast = false } = {}) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const jobs = [];
  for await (const path of files(dir)) {
    if (!TEXT_FILE.test(path)) continue;
    jobs.push(
      (async () => {
        const data = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzipAsync(data, { level: fast ? 6 : 9 }),
        ]);
        totals.files += 1;
        totals.bytes += data.length;
        totals.br += Math.min(br.length, data.length);
        totals.gz += Math.min(gz.length, data.length);
        if (br.length < data.length) await writeFile(`${path}.br`, br);
        if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

/** Vite plugin: runs once the whole build, service worker included, is on disk. */
export function precompress() {
  let outDir = '';
  let log = console.log;
  return {
    name: 'school:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      // After vite-plugin-pwa, which writes sw.js in its own closeBundle.
      order: 'post',
      sequential: true,
      async handler() {
        // Builds for the tests: `off` where no test reads a compressed file (the update test's
        // second deploy), `fast` for the end-to-end tests' build.
        const mode = process.env.SCHOOL_PRECOMPRESS;
        if (mode === 'off') return;
        const totals = await precompressDir(outDir, { fast: mode === 'fast' });
        log(`precompressed ${totals.files} text files: ${mb(totals.bytes)} → brotli ${mb(totals.br)}, gzip ${mb(totals.gz)}`);
      },
    },
  };
}
