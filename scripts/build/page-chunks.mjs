// A few chunks for what a first screen needs, instead of a dozen small ones. Left to itself the
// bundler gives each shared module its own file: a guide page's text waited for 22 files and the
// login form for 9, and over HTTP/1.1 a browser fetches 6 at a time, so on a slow phone network
// the text waited ~4 round trips for the last one (docs/decisions/0096-a-few-chunks-for-a-first-screens-shared-code.md).
// - `http`: the HTTP client (ky), which nearly every page needs, and the plural helper, which the
//   login page and the signed-in pages share;
// - `sign-in`: the rest of what the login page imports statically (the form, the form fields);
// - `shell`: the rest of what the layout, the own-profile request and the guide page import
//   statically, the safety sentences every guide's data imports, and the table of the pages that
//   are not open to everyone (src/app/other-pages.tsx, which the login page does not load): every
//   signed-in page needs the layout anyway.
// Each leaves out the entry's modules, so no chunk is needed before the entry.
// Pages' own modules (src/app/routes/) and each guide's data stay in files of their own, and so
// does everything a page loads later.
import { resolve } from 'node:path';

const ENTRY = 'src/main.tsx';
/** Each chunk by the modules whose static imports it holds, less the entry's and earlier chunks'. */
const CHUNKS = [
  ['http', ['src/lib/api-client.ts', 'domain/plural.ts']],
  ['sign-in', ['src/app/routes/login.tsx']],
  ['shell', ['src/app/layout/layout.tsx', 'src/stores/get-own-profile.ts', 'src/app/routes/guide.tsx', 'src/content/guides/safety.ts', 'src/app/other-pages.tsx']],
];
/** Modules that stay in a file of their own: the pages themselves (their route modules). */
const OWN_FILES = /[\\/]src[\\/]app[\\/]routes[\\/]/;

/** rolldown's `output.codeSplitting` for the app build; `root` is the project folder. */
export function pageChunks(root) {
  let chunkOf;
  const staticClosure = (ctx, starts) => {
    const seen = new Set();
    const visit = (id) => {
      if (seen.has(id)) return;
      const info = ctx.getModuleInfo(id);
      if (!info) return;
      seen.add(id);
      for (const imported of info.importedIds) visit(imported);
    };
    for (const start of starts) visit(resolve(root, start));
    return seen;
  };
  const group = (name) => ({
    debugName: name,
    name(id, ctx) {
      if (!chunkOf) {
        chunkOf = new Map();
        const entry = staticClosure(ctx, [ENTRY]);
        const place = (modules, chunk) => {
          for (const module of modules) if (!entry.has(module) && !chunkOf.has(module) && !OWN_FILES.test(module)) chunkOf.set(module, chunk);
        };
        for (const [chunk, roots] of CHUNKS) place(staticClosure(ctx, roots), chunk);
      }
      return chunkOf.get(id) === name ? name : null;
    },
    // The sets are computed above; pulling in dependencies would move the entry's own modules
    // (React, the session store) here and make every page load this chunk before its entry.
    includeDependenciesRecursively: false,
  });
  return { groups: CHUNKS.map(([name]) => group(name)) };
}
