import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProjectCards } from './project-cards';

// An accepted project's card still said «Начать».

describe('ProjectCards', () => {
  it('says «Начать» on every card by default', () => {
    render(<ProjectCards />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('link', { name: 'Начать' })).toHaveLength(15);
  });

  it('gives a card the word its page chose', () => {
    render(<ProjectCards action={(id) => (id === 1 ? 'Посмотреть' : 'Начать')} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Посмотреть' }).getAttribute('href')).toBe('/main/project_electonic/1');
    expect(screen.getAllByRole('link', { name: 'Начать' })).toHaveLength(14);
  });
});
