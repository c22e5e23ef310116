import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberQuestion } from './questions';

// A number question names its unit to a screen reader; a sum without a unit («вес × яркость»)
// is read as a plain number, never as «Ответ в » with nothing after it.
describe('NumberQuestion', () => {
  const draft = { kind: 'number' as const, text: '' };

  it('reads «Ответ в мА» and shows the unit after the box', () => {
    render(<NumberQuestion question={{ id: 'q1', kind: 'number', prompt: 'Ток?', unit: 'мА' }} name="q1" draft={draft} onChange={() => {}} />);
    expect(screen.getByLabelText('Ответ в мА')).toBeTruthy();
    expect(screen.getByText('мА')).toBeTruthy();
  });

  it('reads «Ответ — число» when the question has no unit', () => {
    const { container } = render(<NumberQuestion question={{ id: 'q2', kind: 'number', prompt: 'Сумма?', unit: '' }} name="q2" draft={draft} onChange={() => {}} />);
    expect(screen.getByLabelText('Ответ — число')).toBeTruthy();
    expect(container.querySelector('.number-answer__unit')).toBeNull();
  });
});
