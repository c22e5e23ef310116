import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('folds into a button that plays it again once the text has rolled away, instead of an empty dark box', () => {
    vi.useFakeTimers();
    const { container } = render(<StoryCrawl />);
    act(() => vi.advanceTimersByTime(500));
    // jsdom has no AnimationEvent, so React listens for the prefixed name there.
    fireEvent(screen.getByTestId('crawl-text'), new Event('webkitAnimationEnd', { bubbles: true }));
    expect(screen.queryByTestId('crawl-text')).toBeNull();
    expect(container.querySelector('.crawl--done')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /История школы ещё раз/ }));
    expect(screen.getByTestId('crawl-text').className).toContain('crawl__text--rolling');
  });

  it('pauses the moving text and lets it go on (WCAG 2.2.2)', () => {
    vi.useFakeTimers();
    render(<StoryCrawl />);
    act(() => vi.advanceTimersByTime(500));
    const text = screen.getByTestId('crawl-text');
    fireEvent.click(screen.getByRole('button', { name: /Пауза/ }));
    expect(text.className).toContain('crawl__text--paused');
    expect(screen.queryByRole('button', { name: /Пауза/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Дальше/ }));
    expect(text.className).not.toContain('crawl__text--paused');
  });
});
