import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';

describe('Loader', () => {
  it('shows «Загрузка...» by default with 4 blocks, 10 pixels and 8 particles', () => {
    const { container } = render(<Loader />);
    expect(screen.getByRole('status').textContent).toBe('Загрузка...');
    expect(container.querySelectorAll('.loader__block')).toHaveLength(4);
    expect(container.querySelectorAll('.loader__pixel')).toHaveLength(10);
    expect(container.querySelectorAll('.loader__particle')).toHaveLength(8);
  });

  it('takes a text, a theme and a size', () => {
    render(<Loader text="Проверяем вход" theme="light" size="large" />);
    const loader = screen.getByRole('status');
    expect(loader.textContent).toBe('Проверяем вход');
    expect(loader.className).toContain('loader--light');
    expect(loader.className).toContain('loader--large');
  });

  it('waits before showing itself only when asked to (the pages’ loaders)', () => {
    render(<Loader size="large" delayed />);
    render(<Loader text="Загружаем профиль..." />);
    const [page, part] = screen.getAllByRole('status');
    expect(page!.className).toContain('loader--delayed');
    expect(part!.className).not.toContain('loader--delayed');
  });
});
