import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoryCrawl } from './story-crawl';

afterEach(() => vi.useRealTimers());

describe('StoryCrawl', () => {
  it('starts rolling 0.5 s after opening', () => {
    vi.useFakeTimers();
    render(<StoryCrawl />);
    const text = screen.getByTestId('crawl-text');
    act(() => vi.advanceTimersByTime(499));
    expect(text.className).not.toContain('crawl__text--rolling');
    act(() => vi.advanceTimersByTime(1));
    expect(text.className).toContain('crawl__text--rolling');
  });
});
