import { describe, expect, it } from 'vitest';
import { detectMobile } from './is-mobile';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156 Mobile Safari/537.36';

describe('detectMobile', () => {
  it('is mobile up to 768 px wide whatever the device', () => {
    expect(detectMobile({ userAgent: DESKTOP_UA, maxTouchPoints: 0, width: 768 })).toBe(true);
    expect(detectMobile({ userAgent: DESKTOP_UA, maxTouchPoints: 0, width: 769 })).toBe(false);
  });

  it('is mobile for a wide touch device with a mobile agent (a tablet)', () => {
    expect(detectMobile({ userAgent: PHONE_UA, maxTouchPoints: 5, width: 1024 })).toBe(true);
  });

  it('is not mobile for a wide touch laptop with a desktop agent', () => {
    expect(detectMobile({ userAgent: DESKTOP_UA, maxTouchPoints: 10, width: 1366 })).toBe(false);
  });
});
