import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { signInForTest } from '../../../../tests/helpers/signed-in';
import { FAMILY_MSG, type MyConsent } from '../../../../domain/family';
import { ConsentPaper } from './consent-paper';

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('the paper consent on the pupil page', () => {
  it('shows a waiting pupil and records a paper consent after a confirmation', async () => {
    let consent: MyConsent = { state: 'pending', way: null, givenAt: null, parentEmail: 'ma***@mail.ru', letterWaiting: false };
    const api = fakeApi({
      'GET /api/v1/review/pupils/7/consent': () => ({ data: consent }),
      'PUT /api/v1/review/pupils/7/consent': () => {
        consent = { ...consent, state: 'given', way: 'paper', givenAt: 1_700_000_000 };
        return { message: FAMILY_MSG.paperRecorded };
      },
    });
    renderWithQuery(<ConsentPaper userId={7} />);
    await screen.findByText(/Ждём согласия родителя \(письмо на ma\*\*\*@mail\.ru\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Записать бумажное согласие' }));
    expect(api.sent('PUT', '/api/v1/review/pupils/7/consent')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Да, записать' }));
    expect((await screen.findByRole('status')).textContent).toBe(FAMILY_MSG.paperRecorded);
    expect(api.sent('PUT', '/api/v1/review/pupils/7/consent')[0]?.body).toEqual({ paper: true });
    await screen.findByText(/Согласие родителя есть \(на бумаге\)/);
    expect(screen.queryByRole('button', { name: 'Записать бумажное согласие' })).toBeNull();
  });
});
