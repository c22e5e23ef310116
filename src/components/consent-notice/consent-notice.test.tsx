import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../tests/helpers/signed-in';
import { FAMILY_MSG, type MyConsent } from '../../../domain/family';
import { ApiError } from '../../lib/api-error';
import { ConsentNotice, consentAwareMessage } from './consent-notice';

const pending: MyConsent = { state: 'pending', way: null, givenAt: null, parentEmail: 'ma***@mail.ru', letterWaiting: false };

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('ConsentNotice', () => {
  it('says kindly what waits, where the letter went, and sends it again', async () => {
    const api = fakeApi({ 'GET /api/v1/family/my-consent': { data: pending }, 'POST /api/v1/family/consent/resend': { message: FAMILY_MSG.resent } });
    renderWithQuery(<ConsentNotice topic="photos" />, { profile: pupilProfile() });
    await screen.findByText('Отправлять фото работ учителю можно, когда родитель даст согласие.');
    expect(screen.getByText(/Мы отправили письмо на ma\*\*\*@mail\.ru/)).toBeTruthy();
    expect(screen.queryByText(/Ошибка/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: FAMILY_MSG.resend }));
    expect((await screen.findByRole('status')).textContent).toBe(FAMILY_MSG.resent);
    expect(api.sent('POST', '/api/v1/family/consent/resend')).toHaveLength(1);
  });

  it('says the letter has not gone while the school’s mail is down, and that pressing again is not needed', async () => {
    let waiting = true;
    const api = fakeApi({
      'GET /api/v1/family/my-consent': () => ({ data: { ...pending, letterWaiting: waiting } }),
      'POST /api/v1/family/consent/resend': () => {
        waiting = false;
        return { message: FAMILY_MSG.resent };
      },
    });
    renderWithQuery(<ConsentNotice topic="rating" />, { profile: pupilProfile() });
    // Before: «Мы отправили письмо» while the letter waited in the school's outbox.
    expect((await screen.findByText(/Письмо на ma\*\*\*@mail\.ru ещё не ушло: почта школы сейчас не отвечает/)).textContent).toContain('Мы отправим его сами');
    expect(screen.queryByText(/Мы отправили письмо/)).toBeNull();
    // The mail works again: the letter goes, and the notice reads the consent again.
    fireEvent.click(screen.getByRole('button', { name: FAMILY_MSG.resend }));
    expect((await screen.findByRole('status')).textContent).toBe(FAMILY_MSG.resent);
    await screen.findByText(/Мы отправили письмо на ma\*\*\*@mail\.ru/);
    expect(api.sent('POST', '/api/v1/family/consent/resend')).toHaveLength(1);
  });

  it('shows the server’s answer when the resent letter waits too', async () => {
    fakeApi({ 'GET /api/v1/family/my-consent': { data: pending }, 'POST /api/v1/family/consent/resend': { message: FAMILY_MSG.resendWaiting } });
    renderWithQuery(<ConsentNotice topic="photos" />, { profile: pupilProfile() });
    fireEvent.click(await screen.findByRole('button', { name: FAMILY_MSG.resend }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(FAMILY_MSG.resendWaiting);
    expect(status.className).toBe('consent-notice__waiting');
  });

  it('asks for the parent’s address when there is none, checks it, and sends the letter there', async () => {
    const api = fakeApi({ 'GET /api/v1/family/my-consent': { data: { ...pending, parentEmail: null } }, 'POST /api/v1/family/consent/resend': { message: FAMILY_MSG.resent } });
    renderWithQuery(<ConsentNotice topic="photos" />, { profile: pupilProfile() });
    const send = await screen.findByRole('button', { name: 'Отправить письмо родителю' });
    // Nothing was sent anywhere yet: the notice must not say a letter went.
    expect(screen.queryByText(/Мы отправили/)).toBeNull();
    fireEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toMatch(/email/i);
    expect(api.sent('POST', '/api/v1/family/consent/resend')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('E-mail мамы или папы'), { target: { value: 'mama@mail.ru' } });
    fireEvent.click(send);
    expect((await screen.findByRole('status')).textContent).toBe(FAMILY_MSG.resent);
    expect(api.sent('POST', '/api/v1/family/consent/resend')[0]!.body).toEqual({ parentEmail: 'mama@mail.ru' });
  });

  it('lets a mistyped address be corrected', async () => {
    const api = fakeApi({ 'GET /api/v1/family/my-consent': { data: pending }, 'POST /api/v1/family/consent/resend': { message: FAMILY_MSG.resent } });
    renderWithQuery(<ConsentNotice topic="photos" />, { profile: pupilProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Указать другой адрес' }));
    fireEvent.change(screen.getByLabelText('E-mail мамы или папы'), { target: { value: 'papa@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить письмо родителю' }));
    expect((await screen.findByRole('status')).textContent).toBe(FAMILY_MSG.resent);
    expect(api.sent('POST', '/api/v1/family/consent/resend')[0]!.body).toEqual({ parentEmail: 'papa@mail.ru' });
    expect(screen.queryByLabelText('E-mail мамы или папы')).toBeNull();
  });

  it('shows the server’s words when letters were sent too often', async () => {
    fakeApi({
      'GET /api/v1/family/my-consent': { data: { ...pending, state: 'withdrawn' } },
      'POST /api/v1/family/consent/resend': () => refusal(FAMILY_MSG.resendTooOften, 429, 'RATE_LIMITED'),
    });
    renderWithQuery(<ConsentNotice topic="comments" />, { profile: pupilProfile() });
    await screen.findByText(/Родитель отозвал согласие/);
    fireEvent.click(screen.getByRole('button', { name: FAMILY_MSG.resend }));
    expect((await screen.findByRole('alert')).textContent).toBe(FAMILY_MSG.resendTooOften);
  });

  it('after a withdrawal sends the letter only to the parent who withdrew: no other address to type', async () => {
    const api = fakeApi({
      'GET /api/v1/family/my-consent': { data: { ...pending, state: 'withdrawn' } },
      'POST /api/v1/family/consent/resend': { message: FAMILY_MSG.resent },
    });
    renderWithQuery(<ConsentNotice topic="photos" />, { profile: pupilProfile() });
    await screen.findByText(/Родитель отозвал согласие.+спроси учителя/);
    expect(screen.queryByRole('button', { name: 'Указать другой адрес' })).toBeNull();
    expect(screen.queryByLabelText('E-mail мамы или папы')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: FAMILY_MSG.resend }));
    expect((await screen.findByRole('status')).textContent).toBe(FAMILY_MSG.resent);
    expect(api.sent('POST', '/api/v1/family/consent/resend')[0]!.body ?? {}).toEqual({});
  });

  it('says nothing once a parent agreed, and never asks for staff', async () => {
    const api = fakeApi({ 'GET /api/v1/family/my-consent': { data: { ...pending, state: 'given' } } });
    const { container } = renderWithQuery(<ConsentNotice topic="rating" />, { profile: pupilProfile() });
    await vi.waitFor(() => expect(api.seen).toHaveLength(1));
    expect(container.textContent).toBe('');
    const teacher = renderWithQuery(<ConsentNotice topic="rating" />, { profile: pupilProfile({ role: 'teacher' }) });
    expect(teacher.container.textContent).toBe('');
    expect(api.seen).toHaveLength(1);
  });

  it('turns CONSENT_REQUIRED into the same kind words', () => {
    expect(consentAwareMessage(new ApiError('Доступ запрещён', 403, 'CONSENT_REQUIRED'))).toBe(FAMILY_MSG.consentRequired);
    expect(consentAwareMessage(new ApiError('Не найдено', 404, 'NOT_FOUND'))).toBe('Не найдено');
  });
});
