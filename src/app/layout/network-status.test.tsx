import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteAnswer } from '../../lib/offline-copy';
import { OFFLINE_COPY_HEADER } from '../../lib/shared-with-sw/own-data-names';
import { NetworkStatus, OfflineReady } from './network-status';

// The pupil sees when the network goes and comes back, and that the lessons are saved.

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function setWorker(worker: { ready: Promise<unknown> } | undefined) {
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
  setWorker(undefined);
});

describe('NetworkStatus', () => {
  it('says «Нет сети» while offline and goes away when the network is back', async () => {
    setWorker({ ready: Promise.resolve({}) });
    render(<NetworkStatus />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setOnline(false));
    expect((await screen.findByRole('status')).textContent).toContain('Нет сети.');
    expect((await screen.findByText(/Уроки, схемы и шпора сохранены/)).textContent).toContain('Фото отправятся');
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says only loaded pages open when the lessons were never saved', async () => {
    setWorker(undefined);
    render(<NetworkStatus />);
    act(() => setOnline(false));
    expect((await screen.findByRole('status')).textContent).toContain('Открываются только страницы, которые уже загружались.');
  });

  it('says the figures shown are a saved copy, with its date, until a fresh answer comes', async () => {
    setWorker(undefined);
    render(<NetworkStatus />);
    const savedAt = new Date(2026, 10, 25, 14, 5).getTime();
    act(() => noteAnswer(new Response('{}', { headers: { [OFFLINE_COPY_HEADER]: String(savedAt) } })));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Алмазы, рейтинг и комментарии — как были 25 ноября в 14:05: с тех пор они могли измениться.',
    );
    act(() => noteAnswer(new Response('{}')));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('OfflineReady', () => {
  it('appears once the worker has saved the lessons', async () => {
    let ready: (value: unknown) => void = () => undefined;
    setWorker({ ready: new Promise((resolve) => (ready = resolve)) });
    render(<OfflineReady />);
    expect(screen.queryByText(/доступны офлайн/)).toBeNull();
    await act(async () => ready({}));
    expect(screen.getByText('✓ Уроки доступны офлайн')).toBeTruthy();
  });
});
