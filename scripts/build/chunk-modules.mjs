// Which source modules each script of the app build holds, written beside Vite's manifest as
// `.vite/chunk-modules.json` ({ "assets/index-….js": ["src/main.tsx", "node_modules/react-dom/…", …] },
// paths from the project folder). The manifest names only a chunk's entry module; the first
// screen's budget (scripts/first-screen.mjs, tests/e2e/precache.test.ts) reads this to tell
// whether a lesson's, the lab's or the block editor's code has slipped into a first screen's files.
import { relative, sep } from 'node:path';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** The Vite plugin: emits the map with the build (no second build). */
export function chunkModules() {
  let root = process.cwd();
  return {
    name: 'school:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds
          // Virtual modules (the preload helper, vite-plugin-pwa's register) have no file.
          .filter((id) => !id.startsWith('\0') && !id.startsWith('virtual:'))
          .map((id) => relative(root, id).split(sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
