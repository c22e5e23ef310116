import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { signInForTest } from '../../../../tests/helpers/signed-in';
import type { FamilyLink } from '../../../../domain/family';
import { FamilyLinks } from './family-links';

const link: FamilyLink = {
  parent: { id: 3, firstName: 'Родитель', email: 'mama@mail.ru' },
  child: { id: 5, firstName: 'Маша', lastName: null },
  consent: 'given',
  createdAt: 1_700_000_000,
};

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('the admin’s family links', () => {
  it('lists who is linked and removes a link only after a confirmation', async () => {
    let links = [link];
    const api = fakeApi({
      'GET /api/v1/admin/family-links': () => ({ data: links }),
      'DELETE /api/v1/admin/family-links/3/5': () => {
        links = [];
        return { message: 'Связь удалена' };
      },
    });
    renderWithQuery(<FamilyLinks />);
    await screen.findByText(/mama@mail\.ru/);
    expect(screen.getByText(/Согласие: дано/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать связь' }));
    expect(api.sent('DELETE', '/api/v1/admin/family-links/3/5')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Да, убрать' }));
    await screen.findByText('Пока ни один родитель не подтвердил согласие по ссылке.');
    expect(api.sent('DELETE', '/api/v1/admin/family-links/3/5')).toHaveLength(1);
  });
});
