import { coreLoop } from './engines/core-loop';
import { FIREFOX_PATH, openFirefox } from './engines/tabs';

// The pupil's core loop in Firefox ESR (WebDriver BiDi): tests/e2e/engines/core-loop.ts.
coreLoop({ name: 'Firefox ESR (WebDriver BiDi)', binary: FIREFOX_PATH, open: openFirefox });
