import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROGRESS_MESSAGES } from '../../../../domain/standing';
import { Medals } from './medals-list';

describe('Medals', () => {
  it('shows each medal with its contract title and the Russian month, in the order given (newest first)', () => {
    render(
      <Medals
        achievements={[
          { date: '2026-10', place: 1, title: 'Победитель битвы рейтингов' },
          { date: '2026-01', place: 3, title: 'Призер битвы рейтингов (3 место)' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['1Победитель битвы рейтинговОктябрь 2026', '3Призер битвы рейтингов (3 место)Январь 2026']);
  });

  it('says «Пока нет наград» when there are none', () => {
    render(<Medals achievements={[]} />);
    expect(screen.getByText(PROGRESS_MESSAGES.noMedals)).toBeTruthy();
  });
});
