import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from '../../lib/avatar-url';
import { Avatar } from './avatar';

// Offline, another pupil's photo that was never saved failed to load and stayed a broken image.

const photoOf = (container: HTMLElement) => container.querySelector<HTMLImageElement>('.level-avatar__photo')!;

describe('Avatar', () => {
  it('shows the default avatar when the photo cannot load', () => {
    const { container } = render(<Avatar photo="petya.jpg" level={2} size={40} />);
    expect(photoOf(container).getAttribute('src')).toBe('/assets/profile/petya.jpg');
    fireEvent.error(photoOf(container));
    expect(photoOf(container).getAttribute('src')).toBe(DEFAULT_AVATAR);
    // The default avatar failing too does not start a loop of errors.
    fireEvent.error(photoOf(container));
    expect(photoOf(container).getAttribute('src')).toBe(DEFAULT_AVATAR);
  });

  it('tries a new photo again after the old one failed', () => {
    const { container, rerender } = render(<Avatar photo="old.jpg" level={0} size={40} />);
    fireEvent.error(photoOf(container));
    rerender(<Avatar photo="new.jpg" level={0} size={40} />);
    expect(photoOf(container).getAttribute('src')).toBe('/assets/profile/new.jpg');
  });
});
