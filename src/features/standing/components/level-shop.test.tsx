import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '../../../../domain/api';
import { PROGRESS_MESSAGES } from '../../../../domain/standing';
import { queryKeys, type QueryClient } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { lessons } from '../../../content/lessons';
import { LevelShop } from './level-shop';
import { jsonResponse, pupilProfile, signInForTest } from '../../../../tests/helpers/signed-in';

// The level shop against stubbed server answers: every message of a purchase, the 5 s they last,
// and the profile fetched again after a purchase.

const PUPIL = pupilProfile({ level: 1, diamonds: 250, rating: 40 });

type Reply = { status: number; body: object } | 'offline';
let buyReply: Reply;
let profileReply: OwnProfile;
const requests: string[] = [];
let client: QueryClient;

beforeEach(() => {
  signInForTest();
  profileReply = PUPIL;
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      requests.push(`${input.method} ${url}`);
      const reply: Reply = url.endsWith('/buyLevel') ? buyReply : { status: 200, body: { data: profileReply } };
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return jsonResponse(reply.body, reply.status);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

function shop(level = PUPIL.level, diamonds = PUPIL.diamonds) {
  const router = createMemoryRouter([{ path: '/', element: <LevelShop level={level} diamonds={diamonds} /> }]);
  ({ client } = renderWithQuery(
    <>
      <RouterProvider router={router} />
      <ProfileOnScreen />
    </>,
    { profile: PUPIL },
  ));
}

/** The header's figures stand for every reader of the own profile on screen. */
function ProfileOnScreen() {
  const profile = useOwnProfile();
  return <p data-testid="figures">{profile?.diamonds}</p>;
}

const buyButton = () => screen.getByRole('button', { name: /Купить уровень/ });

describe('LevelShop', () => {
  it('offers only the next level at its price and lists all five', () => {
    shop(1, 250);
    expect(buyButton().textContent).toContain('Купить уровень 2 — Медь за 200');
    expect(screen.getAllByRole('listitem').filter((li) => li.className.includes('level-price'))).toHaveLength(5);
    expect(screen.queryByText(/не хватает/)).toBeNull();
  });

  it('buys with POST, says «Уровень успешно куплен!» for 5 s and fetches the profile again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    buyReply = { status: 200, body: { message: 'Уровень куплен', level: 2, diamonds: 50 } };
    profileReply = { ...PUPIL, level: 2, diamonds: 50 };
    shop();
    buyButton().focus();
    fireEvent.click(buyButton());
    expect(await screen.findByText(PROGRESS_MESSAGES.bought)).toBeTruthy();
    // The result takes the focus and is read from there (a live region too).
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(PROGRESS_MESSAGES.bought));
    expect(document.activeElement?.getAttribute('role')).toBe('status');
    await vi.waitFor(() => expect(client.getQueryData<OwnProfile>(queryKeys.ownProfile)?.diamonds).toBe(50));
    expect(screen.getByTestId('figures').textContent).toBe('50');
    expect(requests).toEqual(['POST /api/v1/users/buyLevel', 'GET /api/v1/users/profile']);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText(PROGRESS_MESSAGES.bought)).toBeNull();
  });

  it('answers a refusal for lack of diamonds with the contract words and a way to earn more', async () => {
    buyReply = { status: 409, body: { code: 'NOT_ENOUGH_DIAMONDS', message: 'Не хватает алмазов: уровень стоит 200, а у тебя 20' } };
    shop(1, 20);
    expect(screen.getByText(/не хватает 180 алмазов/)).toBeTruthy();
    fireEvent.click(buyButton());
    expect(await screen.findByText(PROGRESS_MESSAGES.notEnough)).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(PROGRESS_MESSAGES.notEnough));
    expect(requests).toEqual(['POST /api/v1/users/buyLevel']);
  });

  it('promises only what exists: the secret course is its lessons about neural networks, no robocoins, no AI of the app', () => {
    shop(1, 20);
    const text = screen.getByRole('region', { name: 'Что дают уровни' }).textContent ?? '';
    const secret = lessons.filter((lesson) => lesson.courseId === 3);
    expect(secret.map((lesson) => lesson.title)).toEqual(['Как нейросеть видит картинку', 'Как нейросеть учится на примерах', 'Нейросеть узнаёт детали набора']);
    expect(text).toContain('секретный курс: три урока о том, как нейросеть видит картинку, учится на примерах и узнаёт детали набора.');
    expect(text).not.toMatch(/робокоин|ИИ|искусственн/i);
    // The ways to earn are buttons, not words in a sentence.
    expect(screen.getByRole('link', { name: 'Собери проект' }).className).toContain('button');
    expect(screen.getByRole('link', { name: 'Пройди урок' }).className).toContain('button');
  });

  it('counts the missing diamonds in Russian: «не хватает 1 алмаза», «21 алмаза», «3 алмазов»', () => {
    // Before: «не хватает 1 алмазов».
    shop(1, 199);
    expect(screen.getByText(/не хватает 1 алмаза\./)).toBeTruthy();
  });

  it('says «Произошла ошибка при покупке» when the server fails or cannot be reached', async () => {
    buyReply = { status: 500, body: { code: 'SERVER_ERROR', message: 'Ошибка сервера' } };
    shop();
    fireEvent.click(buyButton());
    expect(await screen.findByText(PROGRESS_MESSAGES.buyFailed)).toBeTruthy();
    buyReply = 'offline';
    fireEvent.click(buyButton());
    expect(await screen.findByText(PROGRESS_MESSAGES.buyFailed)).toBeTruthy();
  });

  it('has no buy button at level 5', () => {
    shop(5, 1000);
    expect(screen.queryByRole('button', { name: /Купить уровень/ })).toBeNull();
    expect(screen.getByText(/самый высокий уровень — Алмаз/)).toBeTruthy();
  });
});
