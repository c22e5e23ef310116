import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { STORAGE_KEY } from '../../../../domain/constants';
import { childDeletedMessage, FAMILY_MSG, type ChildView } from '../../../../domain/family';
import { ChildPage } from './child-page';
import { ChildrenPage } from './children-page';
import { ConsentPage } from './consent-page';

function show(element: React.ReactElement, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/family', element: <p>Страница семьи</p> },
      { path: '/family/children/:id', element: <p>Страница ребёнка</p> },
      { path: '/login', element: <p>Вход</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role: 'parent', firstName: 'Родитель' }) });
  return router;
}

const masha: ChildView = {
  id: 5, firstName: 'Маша', lastName: 'Иванова', photo: '', level: 2, consent: 'given', diamonds: 21, rating: 3, medals: ['Золото, октябрь'],
  className: 'Среда, 16:00', consentWay: 'letter', consentGivenAt: 1_700_000_000, submissions: [], digest: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the consent page', () => {
  it('names the child, says what we keep, asks a new password and signs the parent in', async () => {
    const api = fakeApi({
      'GET /api/v1/family/consent/tok-1': { data: { childFirstName: 'Маша', parentEmail: 'mama@mail.ru', hasAccount: false } },
      'POST /api/v1/family/consent': { message: FAMILY_MSG.agreed, token: 'parent.token.x' },
    });
    const router = show(<ConsentPage token="tok-1" />);
    await screen.findByRole('heading', { name: 'Согласие родителя: Маша' });
    expect(screen.getByText(/без геометки/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: FAMILY_MSG.agree }));
    expect(screen.getByText('Пароль обязателен')).toBeTruthy();
    expect(api.sent('POST', '/api/v1/family/consent')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Придумайте пароль'), { target: { value: 'mama-pass-2026' } });
    fireEvent.click(screen.getByRole('button', { name: FAMILY_MSG.agree }));
    await screen.findByText('Страница семьи');
    expect(api.sent('POST', '/api/v1/family/consent')[0]?.body).toEqual({ token: 'tok-1', password: 'mama-pass-2026' });
    expect(localStorage.getItem(STORAGE_KEY)).toBe('parent.token.x');
    expect(router.state.location.pathname).toBe('/family');
  });

  it('asks an existing account’s password, and shows a wrong one as the server says', async () => {
    fakeApi({
      'GET /api/v1/family/consent/tok-2': { data: { childFirstName: 'Петя', parentEmail: 'papa@mail.ru', hasAccount: true } },
      'POST /api/v1/family/consent': () => refusal('Неверный пароль', 401, 'AUTH_REQUIRED'),
    });
    show(<ConsentPage token="tok-2" />);
    fireEvent.change(await screen.findByLabelText('Пароль от вашего аккаунта'), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: FAMILY_MSG.agree }));
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный пароль');
  });

  it('explains a used link and offers a way forward', async () => {
    fakeApi({ 'GET /api/v1/family/consent/old': () => refusal(FAMILY_MSG.linkInvalid, 400, 'RESET_LINK_INVALID') });
    show(<ConsentPage token="old" />);
    await screen.findByRole('heading', { name: FAMILY_MSG.linkInvalid });
    expect(screen.getByText(/Отправить письмо ещё раз/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' })).toBeTruthy();
  });
});

describe('the parent’s pages', () => {
  beforeEach(() => signInForTest());

  it('goes straight to the only child', async () => {
    fakeApi({ 'GET /api/v1/family/children': { data: [masha] } });
    const router = show(<ChildrenPage />);
    await screen.findByText('Страница ребёнка');
    expect(router.state.location.pathname).toBe('/family/children/5');
  });

  it('shows the child with plurals, class and level, and withdraws consent after a confirmation', async () => {
    const api = fakeApi({
      'GET /api/v1/family/children/5': { data: masha },
      'GET /api/v1/family/children': { data: [masha] },
      'DELETE /api/v1/family/consent/5': { message: FAMILY_MSG.withdrawn },
    });
    show(<ChildPage childId={5} />);
    await screen.findByRole('heading', { level: 1, name: 'Маша Иванова' });
    expect(screen.getByText('21 алмаз')).toBeTruthy();
    expect(screen.getByText('3 очка рейтинга')).toBeTruthy();
    expect(screen.getByText(/Класс «Среда, 16:00»/)).toBeTruthy();
    expect(screen.getByText(/Работ пока нет/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отозвать согласие' }));
    expect(api.sent('DELETE', '/api/v1/family/consent/5')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Да, отозвать' }));
    expect((await screen.findByRole('status')).textContent).toBe(FAMILY_MSG.withdrawn);
    expect(api.sent('DELETE', '/api/v1/family/consent/5')).toHaveLength(1);
  });

  it('deletes the child only after the name is typed', async () => {
    const api = fakeApi({ 'GET /api/v1/family/children/5': { data: masha }, 'DELETE /api/v1/family/children/5': { message: 'Аккаунт удалён' } });
    show(<ChildPage childId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить аккаунт ребёнка' }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить навсегда' }));
    expect(screen.getByText('Напишите имя «Маша», чтобы подтвердить')).toBeTruthy();
    expect(api.sent('DELETE', '/api/v1/family/children/5')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Имя ребёнка (Маша)'), { target: { value: ' маша ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить навсегда' }));
    await screen.findByText('Страница семьи');
    expect(api.sent('DELETE', '/api/v1/family/children/5')).toHaveLength(1);
  });

  it('after deleting a child, the parent reads that the account was deleted, on the page they land on', async () => {
    let deleted = false;
    const petya = { id: 6, firstName: 'Петя', lastName: '', photo: '', consent: 'given' };
    fakeApi({
      'GET /api/v1/family/children/5': { data: masha },
      'DELETE /api/v1/family/children/5': () => ((deleted = true), { message: 'Аккаунт ребёнка удалён' }),
      'GET /api/v1/family/children': () => ({ data: deleted ? [] : [masha, petya] }),
    });
    const router = createMemoryRouter(
      [
        { path: '/', element: <ChildPage childId={5} /> },
        { path: '/family', element: <ChildrenPage /> },
      ],
      { initialEntries: ['/'] },
    );
    renderWithQuery(<RouterProvider router={router} />, { profile: pupilProfile({ role: 'parent', firstName: 'Родитель' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить аккаунт ребёнка' }));
    fireEvent.change(screen.getByLabelText('Имя ребёнка (Маша)'), { target: { value: 'Маша' } });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить навсегда' }));
    await screen.findByRole('heading', { name: 'Мои дети' });
    expect(screen.getByRole('status').textContent).toBe(childDeletedMessage('Маша'));
    expect(childDeletedMessage('Маша')).toMatch(/^Аккаунт «Маша» удалён/);
  });

  it('shows the teacher’s words on a build, read-only: a parent cannot answer', async () => {
    const returned = {
      id: 11, projectId: 1, projectTitle: 'Фонарик-брелок', status: 'returned' as const, submittedAt: 1_700_000_000, reviewedAt: 1_700_000_100,
      comment: 'Пропаяй минус', reviewer: { id: 2, firstName: 'Анна', lastName: 'Петровна' }, width: 0, height: 0, undoUntil: null,
      photos: [], marks: [], messages: [],
    };
    fakeApi({ 'GET /api/v1/family/children/5': { data: { ...masha, submissions: [returned] } } });
    show(<ChildPage childId={5} />);
    await screen.findByText('Пропаяй минус');
    expect(screen.getByText('№1 Фонарик-брелок')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says «not your child» for another child', async () => {
    fakeApi({ 'GET /api/v1/family/children/9': () => refusal('Не найдено', 404, 'NOT_FOUND') });
    show(<ChildPage childId={9} />);
    expect((await screen.findByRole('alert')).textContent).toContain(FAMILY_MSG.notYourChild);
  });
});
