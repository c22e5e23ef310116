// One chunk for what every signed-in page needs on its first screen, instead of a dozen small
// ones. Left to itself the bundler gives each shared module its own file: a guide page opened
// 22 files, and over HTTP/1.1 a browser fetches 6 at a time, so on a slow phone network the
// text waited ~4 round trips for the last one (issue 9). The shell chunk holds everything the
// layout, the own-profile request and the guide page import statically, less what the entry or
// the login page import: those stay where the login page gets them, so its download does not
// grow (the rarely seen password page loads the shell). Pages' own modules and each guide's data stay in their own files.
import { resolve } from 'node:path';

const SHELL_ROOTS = ['src/app/layout/layout.tsx', 'src/stores/get-own-profile.ts', 'src/app/routes/guide.tsx'];
const PUBLIC_ROOTS = ['src/main.tsx', 'src/app/routes/login.tsx'];
/** Modules that stay in a file of their own: the pages themselves (their route modules). */
const OWN_FILES = /[\\/]src[\\/]app[\\/]routes[\\/]/;

/** rolldown's `output.codeSplitting` for the app build; `root` is the project folder. */
export function pageChunks(root) {
  let shell;
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
  return {
    groups: [
      {
        debugName: 'shell',
        name(id, ctx) {
          if (!shell) {
            const open = staticClosure(ctx, PUBLIC_ROOTS);
            shell = new Set([...staticClosure(ctx, SHELL_ROOTS)].filter((module) => !open.has(module) && !OWN_FILES.test(module)));
          }
          return shell.has(id) ? 'shell' : null;
        },
        // The closure is computed above; pulling in dependencies would move the entry's own
        // modules (React, the session store) here and make the login page load this chunk.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
