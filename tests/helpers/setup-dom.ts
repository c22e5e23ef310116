import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for an event, not for time: on two busy cores a lazy route or a first
// render can take longer than the library's 1 s, which fails a test that is right.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
