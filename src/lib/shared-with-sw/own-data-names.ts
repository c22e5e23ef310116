// The names the page and the worker share about the pupil's saved data (own-data-cache.ts), apart
// so that the page's first screen carries two strings, not the worker's rules.

/** The Cache Storage name; the page deletes it at logout. */
export const OWN_DATA_CACHE = 'school-own-data-v1';
/** Set by the worker on an answer that came from the cache, not the server: when it was saved (ms). */
export const OFFLINE_COPY_HEADER = 'x-school-offline-copy';
