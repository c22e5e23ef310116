import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallHint, needsInstallHowTo } from './install-hint';

// On an iPhone the browser cannot install the school itself: a short how-to, once.

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function browser(userAgent: string, { standalone = false, platform = 'iPhone', touch = 5 } = {}) {
  const own = { userAgent, platform, maxTouchPoints: touch, standalone };
  for (const [name, value] of Object.entries(own)) Object.defineProperty(navigator, name, { value, configurable: true });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['userAgent', 'platform', 'maxTouchPoints', 'standalone']) Reflect.deleteProperty(navigator, name);
  localStorage.clear();
});

describe('the iPhone how-to', () => {
  it('tells Safari on an iPhone how to put the school on the home screen, and goes on «Понятно»', () => {
    browser(IPHONE);
    render(<InstallHint />);
    const hint = screen.getByRole('complementary', { name: 'Поставь школу на экран «Домой»' });
    expect(hint.textContent).toContain('«Поделиться»');
    expect(hint.textContent).toContain('«На экран „Домой“»');
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is shown once: not again on the next page or visit, even without «Понятно»', () => {
    browser(IPHONE);
    const first = render(<InstallHint />);
    expect(screen.getByRole('complementary')).toBeTruthy();
    first.unmount();
    render(<InstallHint />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is not shown in the installed app, on Android or on a desktop', () => {
    browser(IPHONE, { standalone: true });
    expect(needsInstallHowTo()).toBe(false);
    browser(ANDROID, { platform: 'Linux armv8l' });
    expect(needsInstallHowTo()).toBe(false);
    browser('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', { platform: 'MacIntel', touch: 0 });
    expect(needsInstallHowTo()).toBe(false);
    render(<InstallHint />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is shown on an iPad, which calls itself a Mac but has a touch screen', () => {
    browser('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', { platform: 'MacIntel', touch: 5 });
    expect(needsInstallHowTo()).toBe(true);
  });

  it('stays away where storage is refused, instead of coming back on every page', () => {
    browser(IPHONE);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    render(<InstallHint />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
