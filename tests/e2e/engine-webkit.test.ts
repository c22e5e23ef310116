import { coreLoop } from './engines/core-loop';
import { openWebKit } from './engines/tabs';
import { WEBKIT_DRIVER_PATH } from './engines/webdriver';

// The pupil's core loop in WebKitGTK (WebKitWebDriver): tests/e2e/engines/core-loop.ts.
coreLoop({ name: 'WebKitGTK (WebKitWebDriver)', binary: WEBKIT_DRIVER_PATH, open: openWebKit });
