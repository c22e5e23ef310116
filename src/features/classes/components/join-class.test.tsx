import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { JoinPage } from './join-page';
import { JoinPrompt } from './join-prompt';
import { MyClassCard } from './my-class-card';

function show(element: React.ReactElement, path = '/', role: 'pupil' | 'teacher' = 'pupil') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role, lastName: '' }) });
}

const joined = { data: { classId: 1, name: 'Среда, 16:00' } };

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('joining a class', () => {
  it('on the home page: a card for a pupil in no class, the code read in any case and layout, the surname sent', async () => {
    const api = fakeApi({ 'GET /api/v1/users/my-class': { data: null }, 'POST /api/v1/classes/join': joined });
    show(<JoinPrompt />);
    const card = await screen.findByRole('region', { name: 'Ты занимаешься в классе?' });
    const code = within(card).getByLabelText<HTMLInputElement>('Код класса');
    fireEvent.change(code, { target: { value: ' авс 234' } });
    expect(code.value).toBe('ABC234');
    fireEvent.change(within(card).getByLabelText('Фамилия (по желанию)'), { target: { value: ' Иванова ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Войти в класс' }));
    await within(card).findByText('Ты в классе «Среда, 16:00»! Теперь можно отправлять проекты учителю.');
    expect(api.sent('POST', '/api/v1/classes/join')[0]?.body).toEqual({ code: 'ABC234', lastName: 'Иванова' });
  });

  it('tells a pupil without a parent’s consent what waits for the parent, not that works can go now', async () => {
    const pending = { state: 'pending', way: null, givenAt: null, parentEmail: 'ma***@mail.ru', letterWaiting: false };
    fakeApi({ 'GET /api/v1/users/my-class': { data: null }, 'POST /api/v1/classes/join': joined, 'GET /api/v1/family/my-consent': { data: pending } });
    show(<JoinPrompt />);
    const card = await screen.findByRole('region', { name: 'Ты занимаешься в классе?' });
    fireEvent.change(within(card).getByLabelText('Код класса'), { target: { value: 'ABC234' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Войти в класс' }));
    const done = await within(card).findByRole('status');
    expect(done.textContent).toBe('Ты в классе «Среда, 16:00»! Проекты учителю ты сможешь отправлять, когда родитель даст согласие.');
    const notice = within(card).getByRole('region', { name: 'Согласие родителя' });
    expect(notice.textContent).toContain('Мы отправили письмо на ma***@mail.ru');
    expect(card.textContent).not.toContain('Теперь можно отправлять');
  });

  it('explains look-alikes and a short code before asking the server, and shows the server’s refusal', async () => {
    const api = fakeApi({
      'GET /api/v1/users/my-class': { data: null },
      'POST /api/v1/classes/join': () => refusal('Такого кода нет. Проверь буквы и цифры', 404, 'NOT_FOUND'),
    });
    show(<JoinPrompt />);
    const card = await screen.findByRole('region', { name: 'Ты занимаешься в классе?' });
    const code = within(card).getByLabelText('Код класса');
    fireEvent.change(code, { target: { value: 'AB0O12' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Войти в класс' }));
    expect(within(card).getByRole('alert').textContent).toBe('В коде нет символов 0, O, 1. В коде нет буквы O и цифры 0, нет I, L и цифры 1 — их легко спутать.');
    fireEvent.change(code, { target: { value: 'ABC23' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Войти в класс' }));
    expect(within(card).getByRole('alert').textContent).toBe('В коде 6 символов, а введено 5.');
    expect(api.sent('POST', '/api/v1/classes/join')).toHaveLength(0);

    fireEvent.change(code, { target: { value: 'ABC239' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Войти в класс' }));
    expect((await within(card).findByText('Такого кода нет. Проверь буквы и цифры')).getAttribute('role')).toBe('alert');
    expect(api.sent('POST', '/api/v1/classes/join')[0]?.body).toEqual({ code: 'ABC239' });
  });

  it('the home card goes away with «Позже» and stays away, and never shows to a pupil in a class', async () => {
    fakeApi({ 'GET /api/v1/users/my-class': { data: null } });
    show(<JoinPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Позже' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem('join-prompt-dismissed:7')).toBe('1');
  });

  it('no home card for a pupil already in a class', async () => {
    fakeApi({ 'GET /api/v1/users/my-class': { data: { classId: 1, name: 'Среда', teacherName: 'Ирина Петровна' } } });
    // The own page's card reads the same answer: once it shows the class, the home card has decided too.
    show(
      <>
        <JoinPrompt />
        <MyClassCard />
      </>,
    );
    await screen.findByRole('region', { name: 'Мой класс' });
    expect(screen.queryByRole('region', { name: 'Ты занимаешься в классе?' })).toBeNull();
  });

  it('the own page shows the class, or the form', async () => {
    fakeApi({ 'GET /api/v1/users/my-class': { data: { classId: 1, name: 'Среда', teacherName: 'Ирина Петровна' } } });
    show(<MyClassCard />);
    expect((await screen.findByRole('region', { name: 'Мой класс' })).textContent).toContain('«Среда», учитель Ирина Петровна');
  });

  it('the QR link fills the code in', async () => {
    fakeApi({ 'GET /api/v1/users/my-class': { data: null } });
    show(<JoinPage />, '/join?code=abc234');
    expect((await screen.findByLabelText<HTMLInputElement>('Код класса')).value).toBe('ABC234');
  });

  it('the QR link tells a teacher where the classes are', async () => {
    fakeApi({});
    show(<JoinPage />, '/join?code=ABC234', 'teacher');
    expect((await screen.findByRole('link', { name: 'Мои классы' })).getAttribute('href')).toBe('/main/classes');
  });
});
