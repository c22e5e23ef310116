import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessons } from '../../../content/lessons';
import type { OwnProfile } from '../../../../domain/api';
import type { Course } from '../../../../domain/lessons';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';
import { CoursePath } from './course-path';

// A course's path against a stubbed server: prices and «бесплатно», what can be done with each
// lesson, buying through the contract's byLecture with the server's words, and the figures and the
// path fetched again afterwards; the secret course below level 4 says what it takes.

const PRICES: Record<number, number> = { 1: 0, 13: 0, 2: 20, 7: 25, 8: 30, 9: 30, 10: 40, 3: 60, 11: 50, 12: 0 };

function electronics(bought: number[] = [], passed: number[] = []): Course {
  return {
    id: 1,
    title: 'Электроника: первые шаги',
    locked: false,
    lessons: lessons
      .filter((lesson) => lesson.courseId === 1)
      .map((lesson, i) => ({
        id: lesson.id,
        number: i + 1,
        title: lesson.title,
        price: PRICES[lesson.id] ?? 10,
        reward: 40,
        bought: PRICES[lesson.id] === 0 || bought.includes(lesson.id),
        passed: passed.includes(lesson.id),
      })),
  };
}

let courses: Course[];
let profile: OwnProfile;

beforeEach(() => {
  signInForTest();
  courses = [electronics([], [1])];
  profile = pupilProfile({ diamonds: 300 });
});
afterEach(() => vi.unstubAllGlobals());

function open(buy: () => Response | unknown, courseId = 1) {
  const api = fakeApi({
    'GET /api/v1/courses': () => ({ data: courses }),
    'GET /api/v1/users/profile': () => ({ data: profile }),
    'PUT /api/v1/users/learning/byLecture/1/2': buy,
  });
  const router = createMemoryRouter([{ path: '/', element: <CoursePath courseId={courseId} /> }]);
  const view = renderWithQuery(<RouterProvider router={router} />, { profile });
  return { api, ...view };
}

const step = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
const lessonTitle = (id: number) => lessons.find((lesson) => lesson.id === id)!.title;

describe('the course path', () => {
  it('lists the lessons in course order with price, reward and what can be done now', async () => {
    open(() => ({}));
    await screen.findByText('Электроника: первые шаги');
    expect(screen.getByText('Пройдено 1 из 10 уроков')).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(lessons.filter((l) => l.courseId === 1).map((l) => l.title));

    const first = step(lessonTitle(1));
    expect(within(first).getByText('бесплатно')).toBeTruthy();
    expect(within(first).getByText('Урок пройден')).toBeTruthy();
    expect(within(first).getByText('награда получена')).toBeTruthy();

    const safety = step(lessonTitle(13));
    expect(within(safety).getByRole('link', { name: 'Читать' }).getAttribute('href')).toBe('/main/lessons/13');
    expect(within(safety).getByText('награда +40 алмазов')).toBeTruthy();

    const paid = step(lessonTitle(2));
    expect(within(paid).getByText('20 алмазов')).toBeTruthy();
    expect(within(paid).getByRole('button', { name: 'Купить за 20 алмазов' })).toBeTruthy();
    expect(within(paid).queryByRole('link', { name: 'Читать' })).toBeNull();

    // The one after it waits for it: lessons are bought in order.
    expect(within(step(lessonTitle(7))).getByText('Сначала открой урок 3: уроки покупаются по порядку.')).toBeTruthy();
    expect(within(step(lessonTitle(7))).queryByRole('button')).toBeNull();
  });

  it('buys with the contract’s PUT byLecture, says «Лекция куплена», and fetches the diamonds and the path again', async () => {
    const { api } = open(() => {
      courses = [electronics([2], [1])];
      profile = pupilProfile({ diamonds: 280 });
      return { message: 'Лекция куплена' };
    });
    const buy = await screen.findByRole('button', { name: 'Купить за 20 алмазов' });
    buy.focus();
    fireEvent.click(buy);
    expect(await screen.findByText('Лекция куплена! Можно читать.')).toBeTruthy();
    // The button is gone with the purchase: its words have the focus, not the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Лекция куплена! Можно читать.'));
    await waitFor(() => expect(within(step(lessonTitle(2))).getByRole('link', { name: 'Читать' }).getAttribute('href')).toBe('/main/lessons/2'));
    expect(api.sent('PUT', '/api/v1/users/learning/byLecture/1/2')).toHaveLength(1);
    // The header's figures read the own profile: it is asked for again after the purchase.
    await waitFor(() => expect(api.sent('GET', '/api/v1/users/profile').length).toBeGreaterThan(0));
    expect(api.sent('GET', '/api/v1/courses').length).toBeGreaterThan(1);
    // Now lesson 7 can be bought.
    expect(within(step(lessonTitle(7))).getByRole('button', { name: 'Купить за 25 алмазов' })).toBeTruthy();
  });

  it('shows the server’s refusal when diamonds are short, with the way to earn more', async () => {
    profile = pupilProfile({ diamonds: 5 });
    open(() => jsonResponse({ message: 'Не хватает алмазов: нужно 20 алмазов', code: 'NOT_ENOUGH_DIAMONDS' }, 409));
    expect(await screen.findByText('Не хватает 15 алмазов.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Купить за 20 алмазов' }));
    const message = await screen.findByText(/Не хватает алмазов: нужно 20 алмазов/);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(within(message).getByRole('link', { name: 'Как заработать алмазы' }).getAttribute('href')).toBe('/main/myLevel');
    // Nothing was bought: the button stays.
    expect(screen.getByRole('button', { name: 'Купить за 20 алмазов' })).toBeTruthy();
  });

  it('without the server still lists the lessons to read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const router = createMemoryRouter([{ path: '/', element: <CoursePath courseId={2} /> }]);
    renderWithQuery(<RouterProvider router={router} />, { profile });
    expect(await screen.findByText(/Цены и покупки сейчас не загрузились/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Читать' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(lessons.filter((l) => l.courseId === 2).map((l) => `/main/lessons/${l.id}`));
  });

  it('the secret course below level 4: locked, with what it takes', async () => {
    courses = [{ id: 3, title: 'Секретный курс: как нейросеть узнаёт детали', locked: true, lessons: [] }];
    profile = pupilProfile({ level: 2 });
    open(() => ({}), 3);
    expect(await screen.findByText(/Этот курс откроется на уровне 4 — «Платина». Сейчас у тебя уровень 2 — «Медь»./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Как поднять уровень' }).getAttribute('href')).toBe('/main/myLevel');
    expect(screen.queryByRole('link', { name: 'Читать' })).toBeNull();
  });
});
