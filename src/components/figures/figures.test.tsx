import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Figures } from './figures';

// A screen reader read the header's figures as «21 алмазы 3 рейтинг».

describe('Figures', () => {
  it('says each figure with its noun in agreement', () => {
    const { container } = render(<Figures diamonds={21} rating={3} />);
    expect(container.textContent).toBe('21 алмаз3 очка рейтинга');
  });

  it('shows only the numbers to the eye', () => {
    const { container } = render(<Figures diamonds={303} rating={0} />);
    expect([...container.querySelectorAll('.figure__value')].map((value) => value.textContent)).toEqual(['303', '0']);
    expect([...container.querySelectorAll('.visually-hidden')].map((word) => word.textContent)).toEqual([' алмаза', ' очков рейтинга']);
  });
});
