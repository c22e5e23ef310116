// The few web-standard globals domain/ uses, which the page, the service worker and Node all have
// (WHATWG URL and Encoding). Only tsconfig.domain.json reads this file: it compiles domain/ with no
// DOM and no Node types, so anything else of theirs fails there. Add a global here only if all
// three runtimes have it.
declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
}
declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
}
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
