// The app's stylesheet as a preload instead of a render-blocking <link rel="stylesheet">: the
// browser fetches it at once, in parallel with the scripts, but runs the entry script without
// waiting for it; src/app/preloaded-styles.ts applies it before the first render (no flash of
// unstyled content). An inline onload handler would do the same, but our CSP allows no inline
// script. Lighthouse's "render-blocking resources" names nothing.

const STYLESHEET = /<link rel="stylesheet"((?: crossorigin)?) href="([^"]+\.css)">/g;

/** Vite plugin: rewrites the stylesheet links Vite put into index.html. */
export function nonBlockingCss() {
  return {
    name: 'school:non-blocking-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(STYLESHEET, '<link rel="preload" as="style"$1 href="$2">'),
    },
  };
}
