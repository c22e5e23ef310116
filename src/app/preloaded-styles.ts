// The built index.html preloads its stylesheets instead of blocking the first paint with them
// (scripts/build/non-blocking-css.mjs); here they become stylesheets, before React renders. In
// dev mode Vite injects the styles itself and there is nothing to do.

function apply(preload: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = preload.href;
    if (preload.crossOrigin !== null) link.crossOrigin = preload.crossOrigin;
    // A stylesheet that fails to load must not keep the app from starting: it renders unstyled.
    link.onload = link.onerror = () => resolve();
    preload.after(link);
  });
}

export function applyPreloadedStyles(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all([...preloads].map(apply)).then(() => undefined);
}
