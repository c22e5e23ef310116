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
        draw={{ type: 'circle', color: '#e53935', text: '', onMark, onNeedText: () => undefined }}
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
      <PhotoZoom src="blob:photo" alt="Фото" photo={photo} marks={[]} draw={{ type: 'arrow', color: '#1e88e5', text: '', onMark: () => undefined, onNeedText: () => undefined }} />,
    );
    expect(screen.getByTestId('photo-view').className).toContain('photo-zoom__view--drawing');
  });
});
