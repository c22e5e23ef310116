import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageInfo } from './storage-info';

function setStorage(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

afterEach(() => setStorage(undefined));

describe('StorageInfo', () => {
  it('tells how much the school keeps on the device and that it stays', async () => {
    setStorage({ estimate: async () => ({ usage: 3_250_000, quota: 1e9 }), persisted: async () => true });
    render(<StorageInfo />);
    expect((await screen.findByText(/занимают/)).textContent).toBe('Уроки, схемы, шпора и фото, которые ждут отправки, занимают 3,3 МБ.');
    expect(screen.getByText('Хранилище постоянное: браузер не удалит его сам.')).toBeTruthy();
  });

  it('warns that the browser may clear it when storage is not persistent', async () => {
    setStorage({ estimate: async () => ({ usage: 0 }), persisted: async () => false });
    render(<StorageInfo />);
    expect(await screen.findByText(/браузер может удалить сохранённые уроки/)).toBeTruthy();
  });

  it('shows nothing where the browser cannot tell', () => {
    setStorage(undefined);
    const { container } = render(<StorageInfo />);
    expect(container.textContent).toBe('');
  });

  it('reads the estimate where persisted() is missing, as not persistent', async () => {
    setStorage({ estimate: async () => ({ usage: 1_000_000 }) });
    render(<StorageInfo />);
    expect(await screen.findByText(/браузер может удалить сохранённые уроки/)).toBeTruthy();
  });

  it('shows nothing when the estimate fails', async () => {
    setStorage({ estimate: () => Promise.reject(new Error('blocked')), persisted: async () => true });
    const { container } = render(<StorageInfo />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
