import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoZoom } from './photo-zoom';

const photo = { index: 0, width: 1600, height: 1200 };

describe('PhotoZoom', () => {
  it('zooms with two fingers, also while drawing, and then draws nothing', () => {
    const onMark = vi.fn();
    render(
      <PhotoZoom
        src="blob:photo"
        alt="Фото"
        photo={photo}
        marks={[]}
        draw={{ type: 'circle', color: '#e53935', text: '', onMark, onNeedText: () => undefined, onSay: () => undefined }}
      />,
    );
    const view = screen.getByTestId('photo-view');
    const zoom = () => screen.getByTitle('Вернуть 100%').textContent;
    expect(zoom()).toBe('100%');
    fireEvent.pointerDown(view, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(view, { pointerId: 2, clientX: 150, clientY: 100 });
    fireEvent.pointerMove(view, { pointerId: 2, clientX: 175, clientY: 100 });
    expect(zoom()).toBe('150%');
    fireEvent.pointerUp(view, { pointerId: 2, clientX: 175, clientY: 100 });
    fireEvent.pointerUp(view, { pointerId: 1, clientX: 100, clientY: 100 });
    expect(onMark).not.toHaveBeenCalled();
  });

  it('takes the browser’s gestures off the photo (touch-action: none) only while drawing is on', () => {
    const { rerender } = render(<PhotoZoom src="blob:photo" alt="Фото" photo={photo} marks={[]} />);
    expect(screen.getByTestId('photo-view').className).not.toContain('photo-zoom__view--drawing');
    rerender(
      <PhotoZoom src="blob:photo" alt="Фото" photo={photo} marks={[]} draw={{ type: 'arrow', color: '#1e88e5', text: '', onMark: () => undefined, onNeedText: () => undefined, onSay: () => undefined }} />,
    );
    expect(screen.getByTestId('photo-view').className).toContain('photo-zoom__view--drawing');
  });

  it('shows the keyboard’s crosshair, moves it on the photo and keeps it there; Esc drops an arrow’s tail', () => {
    const said: string[] = [];
    const onMark = vi.fn();
    render(
      <PhotoZoom src="blob:photo" alt="Фото" photo={photo} marks={[]} draw={{ type: 'arrow', color: '#1e88e5', text: '', onMark, onNeedText: () => undefined, onSay: (w) => said.push(w) }} />,
    );
    const view = screen.getByRole('application', { name: 'Рисование на фото. Фото' });
    const cursor = () => screen.queryByTestId('photo-cursor');
    const at = () => [Number(cursor()?.dataset.x), Number(cursor()?.dataset.y)];
    // A press of the mouse focuses the photo without a crosshair; a key shows it.
    fireEvent.pointerDown(view, { pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(view, { pointerId: 1, clientX: 0, clientY: 0 });
    expect(cursor()).toBeNull();
    fireEvent.keyDown(view, { key: 'ArrowUp' });
    // Nothing shown on the screen in jsdom: the press landed at the photo's corner, the step is 32.
    expect(at()).toEqual([0, 0]);
    fireEvent.keyDown(view, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(view, { key: 'ArrowDown' });
    expect(at()).toEqual([160, 32]);
    for (let i = 0; i < 12; i++) fireEvent.keyDown(view, { key: 'ArrowLeft', shiftKey: true });
    expect(at()).toEqual([0, 32]);
    fireEvent.keyDown(view, { key: 'Enter' });
    expect(said.at(-1)).toMatch(/^Начало стрелки здесь/);
    fireEvent.keyDown(view, { key: 'Escape' });
    expect(said.at(-1)).toBe('Стрелка отменена');
    fireEvent.keyDown(view, { key: ' ' });
    fireEvent.keyDown(view, { key: ' ' });
    expect(said.at(-1)).toBe('Стрелка слишком короткая: отведи острие дальше');
    expect(onMark).not.toHaveBeenCalled();
    fireEvent.keyDown(view, { key: '+' });
    expect(screen.getByTitle('Вернуть 100%').textContent).toBe('150%');
  });
});
