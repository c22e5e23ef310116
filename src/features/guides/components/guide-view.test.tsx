import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { guideById } from '../../../content/guides';
import { GuideView } from './guide-view';

// A guide whose circuit the lab can run links to its ready circuit (docs/decisions/0238-lab-presets-of-the-guides.md).

function show(guideId: number) {
  const router = createMemoryRouter([{ path: '/', element: <GuideView guide={guideById(guideId)!} /> }]);
  render(<RouterProvider router={router} />);
}

describe('GuideView', () => {
  it('links the multivibrator to its circuit in the lab', () => {
    show(10);
    expect(screen.getByRole('link', { name: 'Собрать на симуляторе' }).getAttribute('href')).toBe('/main/lab?preset=guide-10');
  });

  it('has no lab link for a guide with a chip', () => {
    show(11);
    expect(screen.getByRole('heading', { name: 'Песочные часы' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Собрать на симуляторе' })).toBeNull();
  });
});
