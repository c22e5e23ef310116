import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';
import { Footer } from './footer';

// Each audience its own footer: a child «ты» and «Обратная связь», a parent «вы» and no page to
// write on (a parent only reads), the staff no invitation. Before: parents read «Приходи…».

function footerOf(role: 'pupil' | 'parent' | 'teacher') {
  renderWithQuery(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
    { profile: pupilProfile({ role }) },
  );
  return screen.getByRole('contentinfo').textContent ?? '';
}

beforeEach(() => signInForTest());

describe('the footer', () => {
  it('speaks to a child with «ты»', () => {
    const text = footerOf('pupil');
    expect(text).toMatch(/Спроси преподавателя|Приходи/);
    expect(screen.getByRole('link', { name: 'Обратная связь' })).toBeTruthy();
  });

  it('speaks to a parent with «вы», about their child, with no link to the children’s feedback page', () => {
    const text = footerOf('parent');
    expect(text).toContain('Ребёнку нравится собирать схемы?');
    expect(text).toMatch(/Спросите преподавателя|Узнайте/);
    expect(text).not.toMatch(/Спроси |Приходи/);
    expect(screen.queryByRole('link', { name: 'Обратная связь' })).toBeNull();
  });

  it('gives the staff no invitation to the programming school', () => {
    expect(footerOf('teacher')).not.toContain('программирован');
  });
});
