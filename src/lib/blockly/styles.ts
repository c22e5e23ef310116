// The app's policy allows no inline <style> (server/plugins/security.ts: style-src 'self'), and
// Blockly writes its CSS into <style> elements. While it injects, those become inert <template>s
// it can still find and fill; their text is then applied as constructed style sheets, which the
// policy does not govern.

const adopted = new Set<string>();

function adopt(id: string, css: string) {
  if (!css || adopted.has(id)) return;
  adopted.add(id);
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

/** Runs Blockly's injection with its style elements caught and applied as above. */
export function withBlocklyStyles<T>(inject: () => T): T {
  const create = document.createElement;
  const caught: HTMLElement[] = [];
  document.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
    if (tag.toLowerCase() !== 'style') return create.call(this, tag, options);
    const inert = create.call(this, 'template');
    caught.push(inert);
    return inert;
  } as typeof document.createElement;
  try {
    return inject();
  } finally {
    document.createElement = create;
    for (const element of caught) adopt(element.id, element.textContent ?? '');
  }
}
