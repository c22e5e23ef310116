// Import zones of DESIGN §2, as an ESLint rule:
// - src/ has only the listed folders (and its entry file); a new folder is a decision to write down;
// - layers flow domain/content -> lib/stores/components -> features -> app; no feature imports a
//   sibling; src imports nothing from server/ or sw/;
// - the server takes only src/domain and src/content; the service worker only what
//   tsconfig.sw.json compiles with it;
// - third-party clients are imported in src/lib only (zustand also in src/stores);
// - no import cycles through runtime imports.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const RANKS = { domain: 0, content: 0, lib: 1, stores: 1, components: 1, features: 2, app: 3 };
const ENTRY_FILES = ['main.tsx'];

/** Packages that only the named src folders may import: everywhere else goes through src/lib. */
const WRAPPED_PACKAGES = [
  { pattern: /^(ky|idb|jwt-decode|browser-image-compression|workbox-window)(\/|$)/, allowed: ['lib'] },
  { pattern: /^virtual:pwa-register(\/|$)/, allowed: ['lib'] },
  { pattern: /^zustand(\/|$)/, allowed: ['lib', 'stores'] },
];

/** Where a file sits: { area: 'src' | 'server' | 'sw' | 'other', layer, feature, path }. */
function locate(root, file) {
  const path = relative(root, file).split(sep).join('/');
  const parts = path.split('/');
  const [area, layer, feature] = parts;
  if (area === 'src') {
    const loose = parts.length === 2;
    return {
      area,
      path,
      layer: loose ? 'entry' : layer in RANKS ? layer : 'unknown',
      feature: layer === 'features' ? feature : undefined,
    };
  }
  if (area === 'server' || area === 'sw') return { area, path };
  return { area: 'other', path };
}

/** The src folders the service worker compiles with, read from tsconfig.sw.json's `include`. */
function serviceWorkerZone(root) {
  try {
    const config = JSON.parse(readFileSync(join(root, 'tsconfig.sw.json'), 'utf8'));
    return (config.include ?? []).filter((entry) => entry.startsWith('src/')).map((entry) => entry.replace(/\/$/, ''));
  } catch {
    return [];
  }
}

const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);

function relativeProblem(root, from, to) {
  if (from.area === 'server' && to.area === 'src' && !['domain', 'content'].includes(to.layer)) {
    return 'the server may import only src/domain and src/content';
  }
  if (from.area === 'sw' && to.area === 'src') {
    const zone = serviceWorkerZone(root);
    if (!zone.some((folder) => within(to.path, folder))) {
      return `the service worker may import only what tsconfig.sw.json includes (${zone.join(', ') || 'nothing from src'})`;
    }
  }
  if (from.area !== 'src') return undefined;
  if (to.area === 'server' || to.area === 'sw') return `src must not import ${to.area}/: share code through src/domain`;
  if (to.area !== 'src' || from.layer === 'entry') return undefined;
  if (to.layer === 'entry') return `src/${from.layer} must not import the entry files`;
  if (RANKS[to.layer] > RANKS[from.layer]) return `src/${from.layer} must not import from src/${to.layer}`;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import feature "${to.feature}": compose them in src/app`;
  }
  return undefined;
}

function packageProblem(from, source) {
  if (from.area !== 'src') return undefined;
  const rule = WRAPPED_PACKAGES.find(({ pattern }) => pattern.test(source));
  if (!rule || rule.allowed.includes(from.layer)) return undefined;
  return `"${source}" may be imported only in ${rule.allowed.map((l) => `src/${l}`).join(' and ')}: use its wrapper there`;
}

// --- Cycle check: a graph of runtime imports, read from the files on disk once per lint run. ---

const CODE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const graphCache = new Map();

function resolveModule(fromFile, source) {
  const base = resolve(dirname(fromFile), source);
  const candidates = CODE_EXTENSIONS.some((ext) => base.endsWith(ext))
    ? [base]
    : [...CODE_EXTENSIONS.map((ext) => base + ext), ...CODE_EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Relative runtime imports of a file: type-only imports and dynamic import() cannot form a load cycle. */
function runtimeImports(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = graphCache.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const imports = [];
  const statement = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(statement)) {
    const [, , typeOnly, source] = match;
    if (typeOnly || !source.startsWith('.')) continue;
    const target = resolveModule(file, source);
    if (target) imports.push(target);
  }
  graphCache.set(file, { mtime, imports });
  return imports;
}

/** A path of runtime imports from `start` back to `file`, or undefined. */
function cycleThrough(file, start) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [current, trail] = stack.pop();
    if (current === file) return trail;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const next of runtimeImports(current)) stack.push([next, [...trail, next]]);
  }
  return undefined;
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

export const importZones = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.options[0]?.root ?? process.cwd();
    const from = locate(root, context.filename);
    const report = (node, reason) => context.report({ node, message: `Import zone: ${reason}.` });

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        const reason = packageProblem(from, source);
        if (reason) report(node.source, reason);
        return;
      }
      const target = resolve(dirname(context.filename), source);
      const reason = relativeProblem(root, from, locate(root, target));
      if (reason) return report(node.source, reason);
      if (node.type === 'ImportExpression' || isTypeOnly(node)) return;
      const file = resolveModule(context.filename, source);
      const cycle = file && cycleThrough(resolve(context.filename), file);
      if (cycle) {
        const names = [context.filename, ...cycle].map((f) => relative(root, f).split(sep).join('/'));
        report(node.source, `import cycle ${names.join(' → ')}`);
      }
    }

    return {
      Program(node) {
        if (from.area !== 'src') return;
        if (from.layer === 'unknown') {
          report(node, `src/${from.path.split('/')[1]}/ is not one of the src folders (${Object.keys(RANKS).join(', ')}); add it to eslint/import-zones.js with a decision`);
        }
        if (from.layer === 'entry' && !ENTRY_FILES.includes(from.path.split('/')[1])) {
          report(node, `loose file ${from.path}: src/ holds only ${ENTRY_FILES.join(', ')} and the layer folders`);
        }
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
