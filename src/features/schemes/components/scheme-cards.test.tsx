import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SchemeCards } from './scheme-cards';

// Before: «83 листов со схемами».

describe('SchemeCards', () => {
  it('counts each reader’s sheets in Russian', () => {
    const { container } = render(<SchemeCards />, { wrapper: MemoryRouter });
    const counts = [...container.querySelectorAll('.scheme-card__body p')].map((p) => p.textContent);
    expect(counts).toEqual(['12 листов со схемами', '83 листа со схемами', '10 листов со схемами']);
  });
});
