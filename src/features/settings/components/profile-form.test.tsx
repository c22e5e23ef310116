import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES } from '../../../../domain/account';
import type { OwnProfile } from '../../../../domain/api';
import { queryKeys, type QueryClient } from '../../../lib/query';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { ProfileForm } from './profile-form';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';

// The settings save against stubbed answers: the form reloads from the profile after
// «Изменено», the name rule is checked before sending, and each failure has its spec message.

const PUPIL = pupilProfile({ level: 1, city: 'Тула' });

let saveReply: { status: number; body: object } | 'offline';
let profileAfter: OwnProfile;
let client: QueryClient;
const sent: { method: string; url: string; form?: FormData }[] = [];

beforeEach(() => {
  signInForTest();
  profileAfter = PUPIL;
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      const form = input.method === 'PUT' ? await input.formData() : undefined;
      sent.push({ method: input.method, url, form });
      const reply = input.method === 'PUT' ? saveReply : { status: 200, body: { data: profileAfter } };
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return jsonResponse(reply.body, reply.status);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open() {
  const router = createMemoryRouter([{ path: '/', element: <ProfileForm /> }]);
  ({ client } = renderWithQuery(<RouterProvider router={router} />, { profile: PUPIL }));
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));

describe('ProfileForm', () => {
  it('sends every field, then reloads from the saved profile and says so', async () => {
    saveReply = { status: 200, body: { message: 'Изменено' } };
    profileAfter = { ...PUPIL, city: 'Казань' };
    open();
    fireEvent.change(field('Город'), { target: { value: ' Казань ' } });
    save();
    expect(await screen.findByText(ACCOUNT_MESSAGES.saved)).toBeTruthy();
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url).toBe('/api/v1/users/profile');
    expect(Object.fromEntries(put.form!.entries())).toEqual({
      firstName: 'Маша', lastName: '', city: 'Казань', country: '', status: '', lang: 'ru', basicCourse: '',
    });
    await waitFor(() => expect(client.getQueryData<OwnProfile>(queryKeys.ownProfile)?.city).toBe('Казань'));
    expect(field('Город').value).toBe('Казань');
  });

  it('checks the name before sending', async () => {
    open();
    fireEvent.change(field('Имя'), { target: { value: '' } });
    save();
    expect(await screen.findByText(PROFILE_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says «Измени название изображения» for a taken file name and «Ошибка изменения профиля» otherwise', async () => {
    saveReply = { status: 409, body: { code: 'FILE_EXISTS', message: ACCOUNT_MESSAGES.fileExists } };
    open();
    save();
    expect(await screen.findByText(ACCOUNT_MESSAGES.renameImage)).toBeTruthy();
    saveReply = { status: 500, body: { code: 'SERVER_ERROR', message: 'Ошибка сервера' } };
    save();
    expect(await screen.findByText(ACCOUNT_MESSAGES.saveFailed)).toBeTruthy();
  });

  it('takes a short real name such as «Ян» (not the login rule)', async () => {
    saveReply = { status: 200, body: { message: 'Изменено' } };
    profileAfter = { ...PUPIL, firstName: 'Ян' };
    open();
    fireEvent.change(field('Имя'), { target: { value: 'Ян' } });
    save();
    expect(await screen.findByText(ACCOUNT_MESSAGES.saved)).toBeTruthy();
    expect(sent.find((request) => request.method === 'PUT')!.form!.get('firstName')).toBe('Ян');
  });

  it('refuses a name with no letter or over 50 characters before sending, with «Имя» messages', async () => {
    open();
    fireEvent.change(field('Имя'), { target: { value: '12345' } });
    save();
    expect(await screen.findByText(PROFILE_MESSAGES.firstNameNoLetter)).toBeTruthy();
    fireEvent.change(field('Имя'), { target: { value: 'Я'.repeat(51) } });
    save();
    expect(await screen.findByText(PROFILE_MESSAGES.firstNameTooLong)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says exactly «Ошибка изменения профиля» for a refused field, an answer that is not «Изменено» and no answer', async () => {
    const banner = async () => (await screen.findByRole('alert')).textContent;
    saveReply = { status: 400, body: { code: 'VALIDATION_ERROR', message: 'В поле «Город» не больше 60 символов' } };
    open();
    save();
    await waitFor(async () => expect(await banner()).toBe(ACCOUNT_MESSAGES.saveFailed));
    expect(screen.queryByText(/В поле «Город»/)).toBeNull();

    // Only «Изменено» is a save: another 200 answer is a failure, and the profile is not fetched again.
    saveReply = { status: 200, body: { message: 'Что-то пошло не так' } };
    save();
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2));
    await waitFor(async () => expect(await banner()).toBe(ACCOUNT_MESSAGES.saveFailed));
    expect(screen.queryByText(ACCOUNT_MESSAGES.saved)).toBeNull();
    expect(sent.filter((request) => request.method === 'GET')).toEqual([]);

    saveReply = 'offline';
    save();
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(3));
    await waitFor(async () => expect(await banner()).toBe(ACCOUNT_MESSAGES.saveFailed));
  });

  it('says «Измени название изображения» for the contract\'s «Имя файла уже сущетсвует» answer', async () => {
    saveReply = { status: 200, body: { message: ACCOUNT_MESSAGES.fileExists } };
    open();
    save();
    expect(await screen.findByText(ACCOUNT_MESSAGES.renameImage)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.saved)).toBeNull();
  });
});
