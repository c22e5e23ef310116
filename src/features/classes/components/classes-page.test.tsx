import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassInfo } from '../../../../domain/classes';
import { fakeApi, refusal } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { ClassesPage } from './classes-page';

const teacher = { id: 3, firstName: 'Ирина', lastName: 'Петровна' };
const wednesday: ClassInfo = { id: 1, name: 'Среда, 16:00', code: 'ABC234', closed: false, pupilCount: 12, teacher, createdAt: 1_700_000_000 };
const closed: ClassInfo = { id: 2, name: 'Пятница', code: null, closed: true, pupilCount: 1, teacher, createdAt: 1_700_000_000 };

function show(admin = false) {
  const router = createMemoryRouter([{ path: '/', element: <ClassesPage admin={admin} /> }]);
  return renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role: admin ? 'admin' : 'teacher' }) });
}

beforeEach(() => signInForTest());
afterEach(() => vi.unstubAllGlobals());

describe('ClassesPage', () => {
  it('lists the classes with pupil counts, the join code large with its QR code, and a closed one without', async () => {
    fakeApi({ 'GET /api/v1/classes': { data: [wednesday, closed] } });
    show();
    const card = await screen.findByRole('article', { name: 'Класс «Среда, 16:00»' });
    expect(within(card).getByText('12 учеников')).toBeTruthy();
    expect(within(card).getByTestId('join-code').textContent).toBe('ABC234');
    const qr = await within(card).findByRole<HTMLImageElement>('img', { name: /QR-код/ });
    expect(decodeURIComponent(qr.src)).toMatch(/^data:image\/svg\+xml/);
    expect(within(card).getByRole('link', { name: 'Открыть класс' }).getAttribute('href')).toBe('/main/classes/1');
    const other = screen.getByRole('article', { name: 'Класс «Пятница»' });
    expect(within(other).getByText('1 ученик')).toBeTruthy();
    expect(within(other).getByText(/Набор закрыт/)).toBeTruthy();
    expect(within(other).queryByTestId('join-code')).toBeNull();
    expect(within(other).getByRole('button', { name: 'Открыть набор' })).toBeTruthy();
  });

  it('creates a class by name and refuses an empty one in Russian without asking the server', async () => {
    let list = [wednesday];
    const api = fakeApi({
      'GET /api/v1/classes': () => ({ data: list }),
      'POST /api/v1/classes': () => {
        list = [...list, { ...closed, id: 5, name: 'Кружок', code: 'XYZ789', closed: false, pupilCount: 0 }];
        return { data: list[1] };
      },
    });
    show();
    await screen.findByRole('article', { name: 'Класс «Среда, 16:00»' });
    fireEvent.click(screen.getByRole('button', { name: 'Создать класс' }));
    expect(screen.getByRole('alert').textContent).toContain('Напиши название класса');
    expect(api.sent('POST', '/api/v1/classes')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Новый класс'), { target: { value: '  Кружок ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать класс' }));
    await screen.findByText(/Класс «Кружок» создан\. Покажи ученикам код XYZ789/);
    expect(api.sent('POST', '/api/v1/classes')[0]?.body).toEqual({ name: 'Кружок' });
    const card = await screen.findByRole('article', { name: 'Класс «Кружок»' });
    expect(within(card).getByText('0 учеников')).toBeTruthy();
  });

  it('closes joining, makes a new code and renames', async () => {
    const api = fakeApi({
      'GET /api/v1/classes': { data: [wednesday] },
      'PUT /api/v1/classes/1': { message: 'ok' },
      'POST /api/v1/classes/1/code': { data: { ...wednesday, code: 'NEW234' } },
    });
    show();
    const card = await screen.findByRole('article', { name: 'Класс «Среда, 16:00»' });
    fireEvent.click(within(card).getByRole('button', { name: 'Закрыть набор' }));
    await within(card).findByText('Набор закрыт.');
    expect(api.sent('PUT', '/api/v1/classes/1')[0]?.body).toEqual({ closed: true });

    fireEvent.click(within(card).getByRole('button', { name: 'Новый код' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Да, новый код' }));
    await within(card).findByText('Новый код готов. Старый больше не работает.');
    expect(api.sent('POST', '/api/v1/classes/1/code')).toHaveLength(1);

    fireEvent.click(within(card).getByRole('button', { name: 'Переименовать' }));
    fireEvent.change(within(card).getByLabelText('Название класса'), { target: { value: 'Среда' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));
    await within(card).findByText('Класс теперь называется «Среда».');
    expect(api.sent('PUT', '/api/v1/classes/1')[1]?.body).toEqual({ name: 'Среда' });
  });

  it('shows the server’s Russian refusal', async () => {
    fakeApi({
      'GET /api/v1/classes': { data: [] },
      'POST /api/v1/classes': () => refusal('Название класса длиннее 60 символов'),
    });
    show();
    await screen.findByText(/Классов пока нет/);
    fireEvent.change(screen.getByLabelText('Новый класс'), { target: { value: 'Кружок' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать класс' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Название класса длиннее 60 символов'));
  });

  it('shows the code over the whole screen for the board and closes it with Esc', async () => {
    fakeApi({ 'GET /api/v1/classes': { data: [wednesday] } });
    show(true);
    const card = await screen.findByRole('article', { name: 'Класс «Среда, 16:00»' });
    expect(within(card).getByText(/учитель Ирина Петровна/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Показать на весь экран' }));
    const board = screen.getByRole('dialog', { name: 'Код класса «Среда, 16:00»' });
    expect(within(board).getByTestId('join-code').textContent).toBe('ABC234');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the full-screen code and gives the focus back to its button on close', async () => {
    fakeApi({ 'GET /api/v1/classes': { data: [wednesday] } });
    show(true);
    const card = await screen.findByRole('article', { name: 'Класс «Среда, 16:00»' });
    const opener = within(card).getByRole('button', { name: 'Показать на весь экран' });
    opener.focus();
    fireEvent.click(opener);
    const board = screen.getByRole('dialog', { name: 'Код класса «Среда, 16:00»' });
    const close = within(board).getByRole('button', { name: 'Закрыть' });
    expect(document.activeElement).toBe(close);
    // Focus that has got behind the dialog comes back into it with Tab and Shift+Tab.
    opener.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    opener.focus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('asks before «Новый код» replaces the code: «Отмена» keeps it and asks the server nothing', async () => {
    const api = fakeApi({
      'GET /api/v1/classes': { data: [wednesday] },
      'POST /api/v1/classes/1/code': { data: { ...wednesday, code: 'NEW234' } },
    });
    show();
    const card = await screen.findByRole('article', { name: 'Класс «Среда, 16:00»' });
    fireEvent.click(within(card).getByRole('button', { name: 'Новый код' }));
    const question = within(card).getByRole('group', { name: /Поменять код/ });
    expect(question.textContent).toContain('ABC234');
    expect(question.textContent).toContain('перестанет работать');
    fireEvent.click(within(question).getByRole('button', { name: 'Отмена' }));
    expect(within(card).queryByRole('group', { name: /Поменять код/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent('POST', '/api/v1/classes/1/code')).toHaveLength(0);
    expect(within(card).getByTestId('join-code').textContent).toBe('ABC234');
  });
});
