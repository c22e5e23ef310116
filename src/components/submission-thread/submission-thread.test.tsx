import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThreadMessage } from '../../../domain/review-conversation';
import { fakeApi, refusal } from '../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../tests/helpers/render-with-query';
import { signInForTest } from '../../../tests/helpers/signed-in';
import { SubmissionThread } from './submission-thread';

const tokenOf = (id: number) => `e30.${btoa(JSON.stringify({ id, exp: 9e9, iat: 1, ver: 0 })).replace(/=+$/, '')}.sig`;
const teacherSays: ThreadMessage = {
  id: 1, submissionId: 41, author: { id: 3, firstName: 'Анна', lastName: 'Петровна', role: 'teacher' }, text: 'Пропаяй этот', createdAt: Date.UTC(2026, 10, 22, 11, 5) / 1000,
};
const pupilSays: ThreadMessage = { ...teacherSays, id: 2, author: { id: 7, firstName: 'Маша', lastName: null, role: 'pupil' }, text: 'а какой именно?' };

beforeEach(() => signInForTest(tokenOf(7)));
afterEach(() => vi.unstubAllGlobals());

describe('SubmissionThread', () => {
  it('says who wrote what and when, the reader’s own messages apart', async () => {
    fakeApi({ 'GET /api/v1/review/submissions/41/messages': { data: [teacherSays, pupilSays] } });
    renderWithQuery(<SubmissionThread submissionId={41} />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Учитель Анна Петровна');
    expect(items[0]!.textContent).toContain('22 ноября');
    expect(items[1]!.textContent).toContain('Маша');
    expect(items[1]!.className).toContain('thread__message--own');
  });

  it('checks the text as comments are checked and sends it trimmed, then reads the thread again', async () => {
    let messages = [teacherSays];
    const api = fakeApi({
      'GET /api/v1/review/submissions/41/messages': () => ({ data: messages }),
      'POST /api/v1/review/submissions/41/messages': () => {
        messages = [teacherSays, pupilSays];
        return new Response(JSON.stringify({ message: 'Сообщение отправлено', data: pupilSays }), { status: 201, headers: { 'content-type': 'application/json' } });
      },
    });
    renderWithQuery(<SubmissionThread submissionId={41} />);
    const field = await screen.findByLabelText('Ответить');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(api.sent('POST', '/api/v1/review/submissions/41/messages')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'я'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '  а какой именно?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByText('а какой именно?');
    expect(api.sent('POST', '/api/v1/review/submissions/41/messages')[0]!.body).toEqual({ text: 'а какой именно?' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
  });

  it('says the server’s Russian refusal (another pupil’s thread) and keeps the text', async () => {
    fakeApi({
      'GET /api/v1/review/submissions/41/messages': { data: [teacherSays] },
      'POST /api/v1/review/submissions/41/messages': () => refusal('Переписка доступна только автору работы и учителям', 403, 'FORBIDDEN'),
    });
    renderWithQuery(<SubmissionThread submissionId={41} />);
    const field = await screen.findByLabelText('Ответить');
    fireEvent.change(field, { target: { value: 'привет' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Переписка доступна только автору работы и учителям');
    expect((field as HTMLTextAreaElement).value).toBe('привет');
  });

  it('shows no form to a reader who may only read', async () => {
    fakeApi({ 'GET /api/v1/review/submissions/41/messages': { data: [teacherSays] } });
    renderWithQuery(<SubmissionThread submissionId={41} readOnly />);
    await screen.findByText('Пропаяй этот');
    expect(screen.queryByLabelText('Ответить')).toBeNull();
  });
});
