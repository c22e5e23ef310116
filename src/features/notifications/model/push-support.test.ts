import { describe, expect, it } from 'vitest';
import { pushSupport, PUSH_SUPPORT_TEXT, type PushEnvironment } from './push-support';

// The settings' push switch by what the browser offers (docs/decisions/0283-web-push-turned-on-by-the-person.md).

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const full: PushEnvironment = { serviceWorker: true, pushManager: true, notification: true, permission: 'default', userAgent: CHROME_ANDROID, maxTouchPoints: 5, standalone: false };
const bare = { serviceWorker: true, pushManager: false, notification: false, permission: undefined } as const;

describe('pushSupport', () => {
  it('offers push where the service worker, PushManager and Notification all exist', () => {
    expect(pushSupport(full)).toBe('available');
    expect(pushSupport({ ...full, permission: 'granted' })).toBe('available');
  });

  it('says a refusal given before cannot be undone here', () => {
    expect(pushSupport({ ...full, permission: 'denied' })).toBe('denied');
  });

  it('sends an iPhone or iPad in Safari to the home screen, where iOS has push', () => {
    expect(pushSupport({ ...full, ...bare, userAgent: IPHONE })).toBe('ios-home-screen');
    expect(pushSupport({ ...full, ...bare, userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe('ios-home-screen');
    // Installed on the home screen (iOS 16.4+), the APIs are there and push works.
    expect(pushSupport({ ...full, userAgent: IPHONE, standalone: true })).toBe('available');
    // Installed but on an older iOS without the APIs: nothing to offer, and no advice that would not help.
    expect(pushSupport({ ...full, ...bare, userAgent: IPHONE, standalone: true })).toBe('unsupported');
  });

  it('falls back to the app’s own notices where any API is missing', () => {
    expect(pushSupport({ ...full, serviceWorker: false })).toBe('unsupported');
    expect(pushSupport({ ...full, pushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...full, notification: false, permission: undefined })).toBe('unsupported');
    // A Mac without touch is a Mac, not an iPad.
    expect(pushSupport({ ...full, ...bare, userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe('unsupported');
  });

  it('says every fallback in Russian and keeps the in-app notices', () => {
    for (const text of Object.values(PUSH_SUPPORT_TEXT)) {
      expect(text).toMatch(/[а-яё]/i);
      expect(text).toMatch(/в приложении/);
    }
  });
});
