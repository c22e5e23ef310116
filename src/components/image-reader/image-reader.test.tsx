import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageReader } from './image-reader';

const sheet = (n: number) => ({ src: `/sheet-${n}.svg`, width: 640, height: 520, alt: `Лист ${n}` });

describe('ImageReader', () => {
  it('turns pages with the buttons and the arrow keys, wrapping round', () => {
    render(<ImageReader images={[sheet(1), sheet(2), sheet(3)]} label="Схемы" />);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '← Назад' }));
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Лист 3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Лист 1');
  });

  it('keeps the drawing’s size on the picture, so the page does not jump while it loads', () => {
    render(<ImageReader images={[sheet(1), sheet(2)]} label="Схемы" />);
    const img = screen.getByRole('img');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '520']);
  });

  it('offers no page turning for a single photo, only the zoom', () => {
    render(<ImageReader images={[{ src: 'blob:photo', alt: 'Фото работы' }]} label="Фото работы" zoomable />);
    expect(screen.queryByRole('button', { name: '← Назад' })).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
    expect(screen.queryByText(/Листай пальцем/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
    expect(screen.getByText('Двигай картинку пальцем или мышкой')).toBeTruthy();
  });
});
