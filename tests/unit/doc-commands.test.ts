import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every command README.md and docs/ tell a reader to run still exists in a fresh clone: each
// `node <file>` names a file of the repository, each `npm run <script>` (and `npm start`,
// `npm test`) a script of package.json, each `npx <tool>` a tool node_modules installs. A figure
// whose command was renamed or removed fails here instead of going stale.
// Decisions (docs/decisions/) are history and may name what has gone since; they are not read.
// Built files (dist/, dist-server/) are made by `npm run build`: their sources are checked instead.

const root = join(import.meta.dirname, '..', '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === 'docs/decisions' ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = ['README.md', ...markdownFiles('docs')];
const scripts = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

/** What a built file is built from (scripts/build/server.mjs bundles server/ and its cli/). */
function sourceOf(file: string): string {
  const built = /^dist-server\/(.+)\.js$/.exec(file);
  return built ? `server/${built[1]}.ts` : file;
}

interface Command {
  doc: string;
  text: string;
  exists: boolean;
}

function commandsIn(doc: string, text = readFileSync(join(root, doc), 'utf8')): Command[] {
  const found: Command[] = [];
  for (const [whole, file = ''] of text.matchAll(/\bnode\s+(?:--[\w-]+(?:=\S+)?\s+)*((?:\.\/)?[\w./-]+\.(?:mjs|cjs|js|ts))\b/g)) {
    if (file.startsWith('dist/')) continue;
    found.push({ doc, text: whole, exists: existsSync(join(root, sourceOf(file.replace(/^\.\//, '')))) });
  }
  for (const [whole, name = ''] of text.matchAll(/\bnpm run ([\w:-]+)/g)) found.push({ doc, text: whole, exists: scripts.includes(name) });
  for (const [whole, name = ''] of text.matchAll(/\bnpm (start|test)\b/g)) found.push({ doc, text: whole, exists: scripts.includes(name) });
  for (const [whole, name = ''] of text.matchAll(/\bnpx ([\w@][\w@/.-]*)/g)) {
    found.push({ doc, text: whole, exists: existsSync(join(root, 'node_modules', '.bin', name)) });
  }
  return found;
}

describe('the commands README.md and docs/ name', () => {
  const commands = DOCS.flatMap((doc) => commandsIn(doc));

  it('reads README.md and docs/', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'docs/configuration.md', 'docs/operations.md', 'docs/performance.md']));
    // The README's test command is the one CI runs (.ci/run: `npm test`).
    expect(commands.filter((c) => c.doc === 'README.md').map((c) => c.text)).toContain('npm test');
    expect(commands.filter((c) => c.doc === 'docs/performance.md').length).toBeGreaterThan(10);
  });

  it('all still exist', () => {
    const missing = commands.filter((c) => !c.exists).map((c) => `${c.doc}: ${c.text}`);
    expect(missing).toEqual([]);
  });

  it('would catch a command that no longer exists', () => {
    const planted = commandsIn('planted.md', 'Run `node scripts/bench/gone.mjs`, `node dist-server/cli/gone.js`, `npm run gone`, `npx gone-tool`.');
    expect(planted.map((c) => [c.text, c.exists])).toEqual([
      ['node scripts/bench/gone.mjs', false],
      ['node dist-server/cli/gone.js', false],
      ['npm run gone', false],
      ['npx gone-tool', false],
    ]);
    expect(commandsIn('planted.md', '`node scripts/start.mjs`, `node dist-server/cli/users.js`, `npm run build`, `npm test`, `npx vitest run`').every((c) => c.exists)).toBe(true);
  });
});
