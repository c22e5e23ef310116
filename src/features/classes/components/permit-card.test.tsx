import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SolderingPermit } from '../../../../domain/club';
import { fakeApi, refusal, type SeenRequest } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { PermitCard } from './permit-card';

// «Допуск к пайке» on a pupil's page: the safety lesson first, then the teacher grants it.

const PATH = '/api/v1/review/pupils/11/soldering-permit';
let permit: SolderingPermit;

function api() {
  return fakeApi({
    [`GET ${PATH}`]: () => ({ data: permit }),
    [`PUT ${PATH}`]: (request: SeenRequest) => {
      const { granted } = request.body as { granted: boolean };
      if (granted && !permit.lessonPassed) {
        return refusal('Сначала ученик должен пройти урок «Паяльник без ожогов» — потом можно выдать допуск.', 403, 'LOCKED');
      }
      permit = granted
        ? { ...permit, granted: true, grantedAt: Date.UTC(2026, 10, 28, 16, 30) / 1000, grantedBy: { id: 3, name: 'Ирина Петровна' } }
        : { ...permit, granted: false, grantedAt: null, grantedBy: null };
      return { data: permit };
    },
  });
}

const show = () => renderWithQuery(<PermitCard userId={11} />, { profile: pupilProfile({ role: 'teacher' }) });

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('PermitCard', () => {
  it('keeps «Выдать допуск» disabled, with a kind explanation, until the safety lesson is passed', async () => {
    permit = { granted: false, grantedAt: null, grantedBy: null, lessonPassed: false };
    const server = api();
    show();
    const card = await screen.findByRole('region', { name: 'Допуск к пайке' });
    expect(card.textContent).toContain('Урок «Паяльник без ожогов» ещё не пройден');
    const grant = within(card).getByRole('button', { name: 'Выдать допуск' }) as HTMLButtonElement;
    expect(grant.disabled).toBe(true);
    expect(grant.getAttribute('aria-describedby')).toBe('permit-how');
    expect(document.getElementById('permit-how')!.textContent).toContain('когда ученик его пройдёт, кнопка станет доступна');
    fireEvent.click(grant);
    expect(server.sent('PUT', PATH)).toHaveLength(0);
  });

  it('grants after the lesson, then shows who granted it and when, and can withdraw it', async () => {
    permit = { granted: false, grantedAt: null, grantedBy: null, lessonPassed: true };
    const server = api();
    show();
    const card = await screen.findByRole('region', { name: 'Допуск к пайке' });
    expect(card.textContent).toContain('Урок «Паяльник без ожогов» пройден');
    fireEvent.click(within(card).getByRole('button', { name: 'Выдать допуск' }));
    expect((await within(card).findByRole('status')).textContent).toContain('Допуск выдан');
    expect(card.textContent).toMatch(/Допуск выдан: Ирина Петровна, 28 ноября/);
    expect(server.sent('PUT', PATH)[0]!.body).toEqual({ granted: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Снять допуск' }));
    await waitFor(() => expect(card.textContent).toContain('Допуска пока нет'));
    expect(server.sent('PUT', PATH)[1]!.body).toEqual({ granted: false });
    expect(within(card).getByRole('button', { name: 'Выдать допуск' })).toBeTruthy();
  });

  it('says the server’s refusal in its words', async () => {
    permit = { granted: false, grantedAt: null, grantedBy: null, lessonPassed: true };
    api();
    show();
    const card = await screen.findByRole('region', { name: 'Допуск к пайке' });
    // Meanwhile the pass was found not to count (the server decides).
    permit = { ...permit, lessonPassed: false };
    fireEvent.click(within(card).getByRole('button', { name: 'Выдать допуск' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Сначала ученик должен пройти урок «Паяльник без ожогов» — потом можно выдать допуск.');
  });

  it('shows nothing for someone who is not a pupil (the server answers 404)', async () => {
    const server = fakeApi({ [`GET ${PATH}`]: () => refusal('Такого ученика нет', 404, 'USER_NOT_FOUND') });
    const { container } = show();
    await waitFor(() => expect(server.seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
  });
});
