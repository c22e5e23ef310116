import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_COUNT } from '../../domain/ids';

// The first visit of a page (no service worker yet): the app shell names only the entry script,
// and the page's own modules are found one round trip later, when that script has run. A `Link`
// header with the page's modules lets the browser fetch them beside the entry instead
// (docs/decisions/0095-a-guide-page-names-its-modules-in-its-first-answer.md: a guide's text appeared ~0.3 s later on a slow phone network;
// 0290: the login page too). Read from Vite's build manifest.

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The modules of a page, by the source files the router loads for it (src/app/router.tsx) and
 * the own profile the header asks for. A module the build merged into a shared chunk
 * (scripts/build/page-chunks.mjs) has no manifest entry of its own: that chunk comes in as an
 * import of the others.
 */
function pageModules(path: string): string[] | undefined {
  // The first screen of every new phone: its form, its HTTP client and their stylesheet
  // (docs/decisions/0290-the-login-page-names-its-modules-too.md).
  if (/^\/login\/?$/.test(path)) return ['src/app/routes/login.tsx'];
  const guide = /^\/main\/project_electonic\/(\d{1,2})\/?$/.exec(path);
  if (guide) {
    const id = Number(guide[1]);
    const data = id >= 1 && id <= PROJECT_COUNT ? [`src/content/guides/guide-${String(id).padStart(2, '0')}.ts`] : [];
    return ['src/app/layout/layout.tsx', 'src/app/routes/guide.tsx', ...data, 'src/stores/get-own-profile.ts'];
  }
  return undefined;
}

/** `Link` header values for the pages that have them, from a build folder; none without a manifest. */
export function pagePreloads(distDir: string): (path: string) => string | undefined {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // What the app shell itself loads is already on its way.
  const entry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  collect('index.html', entry);

  const cache = new Map<string, string | undefined>();
  return (path) => {
    const modules = pageModules(path);
    if (!modules) return undefined;
    const key = modules.join('\n');
    if (!cache.has(key)) {
      const chunks = new Set<string>();
      for (const module of modules) collect(module, chunks);
      const links: string[] = [];
      for (const chunk of chunks) {
        if (entry.has(chunk)) continue;
        const { file: script, css = [] } = manifest[chunk]!;
        links.push(`</${script}>; rel=modulepreload`);
        // `crossorigin` as Vite's loader asks for the stylesheet (crossOrigin ''): a preload in
        // another credentials mode is not used, and the stylesheet is fetched twice.
        for (const style of css) links.push(`</${style}>; rel=preload; as=style; crossorigin`);
      }
      cache.set(key, links.length ? links.join(', ') : undefined);
    }
    return cache.get(key);
  };
}
