import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueItem, RecentDecision } from '../../../../domain/review';
import type { ThreadMessage, UnreadThread } from '../../../../domain/review-conversation';
import { useSession } from '../../../stores/session';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { PendingBadge } from './pending-badge';
import { ReviewQueue } from './review-queue';

// The teacher's queue and the menus' badge read one query: a decision takes the work out of both
// at once, and both then show the queue as the server has it (work sent meanwhile included).

const work = (id: number, firstName: string): QueueItem => ({
  id,
  pupil: { id: 100 + id, firstName, photo: '', level: 1, role: 'pupil' },
  projectId: 12,
  projectTitle: 'Радио',
  reward: 16,
  submittedAt: Date.UTC(2026, 10, 24, 15, 5) / 1000,
  filename: `${id}.jpg`,
  width: 1600,
  height: 1200,
  recordedBy: null,
  photos: [{ index: 0, width: 1600, height: 1200 }],
  previousId: null,
  classId: null,
  className: null,
});

let queue: QueueItem[];
/** The server's list of the teacher's decisions still undoable: approvals join it, undos leave it. */
let decisions: RecentDecision[];
let bank: string[];
let unread: UnreadThread[];
let thread: ThreadMessage[];
/** Every work the queue has served: what an approval decides, as the server knows it. */
const served = new Map<number, QueueItem>();
const requests: string[] = [];
const bodies = new Map<string, unknown>();

const decided = (item: QueueItem, minutesAgo = 0, status: RecentDecision['status'] = 'approved'): RecentDecision => {
  const at = Math.floor(Date.now() / 1000) - minutesAgo * 60;
  return { submissionId: item.id, pupil: item.pupil, projectId: item.projectId, projectTitle: item.projectTitle, status, decidedAt: at, undoUntil: at + 600 };
};

beforeEach(() => {
  localStorage.setItem('Authorization', 'x');
  useSession.setState({ status: 'signedIn', token: 'x' });
  requests.length = 0;
  decisions = [];
  bank = [];
  unread = [];
  thread = [];
  // jsdom has no object URLs: the photo's is made up.
  Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      requests.push(`${input.method} ${url}`);
      const text = await input.clone().text();
      if (text) bodies.set(`${input.method} ${url}`, JSON.parse(text));
      if (url.endsWith('/photo')) return new Response(new Uint8Array([0xff, 0xd8, 0xff]), { status: 200, headers: { 'content-type': 'image/jpeg' } });
      const id = Number(/submissions\/(\d+)/.exec(url)?.[1]);
      if (url.endsWith('/approve')) {
        const item = served.get(id) ?? work(id, 'Кто-то');
        decisions = [decided(item), ...decisions];
      }
      if (url.endsWith('/undo')) decisions = decisions.filter((d) => d.submissionId !== id);
      if (url.endsWith('/messages') && input.method === 'POST') {
        thread = [...thread, { id: thread.length + 1, submissionId: id, author: { id: 3, firstName: 'Ирина', lastName: null, role: 'teacher' }, text: (JSON.parse(text) as { text: string }).text, createdAt: 1_764_000_000 }];
      }
      const body = url.endsWith('/messages/unread')
        ? { data: unread }
        : url.endsWith('/messages')
          ? { data: thread, message: 'Сообщение отправлено' }
          : url.endsWith('/decisions/recent')
            ? { data: decisions }
            : url.endsWith('/comment-bank')
              ? { data: bank }
              : url.endsWith('/approve')
                ? { message: 'Принято', diamonds: 16, rating: 16 }
                : url.endsWith('/undo')
                  ? { data: { submissionId: id, status: 'pending', message: 'Решение отменено: работа снова ждёт проверки' } }
                  : { data: queue, count: queue.length };
      if (url.endsWith('/review/queue')) for (const item of queue) served.set(item.id, item);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  return renderWithQuery(
    <MemoryRouter>
      <nav aria-label="Меню">
        Проверка работ <PendingBadge />
      </nav>
      <ReviewQueue />
    </MemoryRouter>,
  );
}

const badge = () => screen.queryByLabelText(/^ждут проверки/)?.textContent;

describe('approving from the queue', () => {
  it('asks the server once for the list and the badge', async () => {
    queue = [work(1, 'Маша'), work(2, 'Петя')];
    open();
    expect(await screen.findByText('Ждут проверки: 2')).toBeTruthy();
    expect(badge()).toBe('2');
    expect(requests.filter((r) => r === 'GET /api/v1/review/queue')).toHaveLength(1);
  });

  it('refreshes the list and the badge from the server, by the keys’ places on either layout', async () => {
    queue = [work(1, 'Маша'), work(2, 'Петя')];
    open();
    await screen.findByText('Ждут проверки: 2');
    // Enter opens the selected work; «ф» is where A is: the Russian layout approves too.
    fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('article', { name: /Маша/ });
    // Meanwhile two more pupils sent their work.
    queue = [work(2, 'Петя'), work(3, 'Вася'), work(4, 'Оля')];
    fireEvent.keyDown(document, { key: 'ф', code: 'KeyA' });
    expect(await screen.findByText('Принято! Маша: +16 алмазов и +16 очков рейтинга.')).toBeTruthy();
    expect(requests).toContain('POST /api/v1/review/submissions/1/approve');
    expect(await screen.findByText('Ждут проверки: 3')).toBeTruthy();
    await waitFor(() => expect(badge()).toBe('3'));
    expect(screen.getByText('Вася')).toBeTruthy();
    expect(screen.queryByText('Маша')).toBeNull();
  });

  it('moves with J and K (О and Л on the Russian layout) and closes with Esc', async () => {
    queue = [work(1, 'Маша'), work(2, 'Петя')];
    const { container } = open();
    await screen.findByText('Ждут проверки: 2');
    const selected = () => container.querySelector('.queue-card--selected')?.getAttribute('data-submission-id');
    expect(selected()).toBe('1');
    fireEvent.keyDown(document, { key: 'о', code: 'KeyJ' });
    expect(selected()).toBe('2');
    fireEvent.keyDown(document, { key: 'k', code: 'KeyK' });
    expect(selected()).toBe('1');
    fireEvent.keyDown(document, { key: 'щ', code: 'KeyO' });
    expect(await screen.findByRole('article', { name: /Маша/ })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('a held key decides once', () => {
  it('holding A approves the opened work only: the keyboard’s repeats never approve the works that open after it', async () => {
    queue = ['Маша', 'Петя', 'Вася', 'Оля', 'Коля', 'Зоя'].map((name, index) => work(index + 1, name));
    open();
    await screen.findByText('Ждут проверки: 6');
    fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
    fireEvent.keyUp(document, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('article', { name: /Маша/ });
    queue = queue.slice(1);
    fireEvent.keyDown(document, { key: 'a', code: 'KeyA' });
    await screen.findByRole('article', { name: /Петя/ });
    // The key is still down: the auto-repeat, flagged or (on some systems) not.
    for (let i = 0; i < 5; i += 1) {
      fireEvent.keyDown(document, { key: 'a', code: 'KeyA', repeat: true });
      fireEvent.keyDown(document, { key: 'a', code: 'KeyA' });
      await Promise.resolve();
    }
    await screen.findByText('Ждут проверки: 5');
    expect(requests.filter((r) => r.endsWith('/approve'))).toEqual(['POST /api/v1/review/submissions/1/approve']);
    expect(screen.getByRole('article', { name: /Петя/ })).toBeTruthy();
    // Let go and press again: Petya's work was on screen, so this press decides it.
    fireEvent.keyUp(document, { key: 'a', code: 'KeyA' });
    queue = queue.slice(1);
    fireEvent.keyDown(document, { key: 'a', code: 'KeyA' });
    await screen.findByRole('article', { name: /Вася/ });
    expect(requests.filter((r) => r.endsWith('/approve'))).toEqual([
      'POST /api/v1/review/submissions/1/approve',
      'POST /api/v1/review/submissions/2/approve',
    ]);
  });

  it('A approves nothing until a work is opened, and R with the key held does not jump into the comment', async () => {
    queue = [work(1, 'Маша'), work(2, 'Петя')];
    open();
    await screen.findByText('Ждут проверки: 2');
    fireEvent.keyDown(document, { key: 'a', code: 'KeyA' });
    fireEvent.keyUp(document, { key: 'a', code: 'KeyA' });
    fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('article', { name: /Маша/ });
    fireEvent.keyDown(document, { key: 'r', code: 'KeyR', repeat: true });
    expect(document.activeElement).not.toBe(screen.getByLabelText(/Что исправить/));
    expect(requests.filter((r) => r.endsWith('/approve'))).toEqual([]);
  });
});

describe('undoing a decision', () => {
  it('offers «Отменить решение» after an approval; the work comes back and opens again', async () => {
    queue = [work(1, 'Маша'), work(2, 'Петя')];
    open();
    await screen.findByText('Ждут проверки: 2');
    fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('article', { name: /Маша/ });
    queue = [work(2, 'Петя')];
    fireEvent.keyDown(document, { key: 'a', code: 'KeyA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить решение' }));
    queue = [work(1, 'Маша'), work(2, 'Петя')];
    expect(await screen.findByText('Решение отменено: работа снова ждёт проверки')).toBeTruthy();
    expect(requests).toContain('POST /api/v1/review/submissions/1/undo');
    expect(await screen.findByRole('article', { name: /Маша/ })).toBeTruthy();
    expect(await screen.findByText('Ждут проверки: 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить решение' })).toBeNull();
  });

  it('Z undoes the newest decision from the keyboard (Я on the Russian layout)', async () => {
    queue = [work(1, 'Маша')];
    open();
    await screen.findByText('Ждут проверки: 1');
    fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('article', { name: /Маша/ });
    queue = [];
    fireEvent.keyDown(document, { key: 'a', code: 'KeyA' });
    await screen.findByText('Принято: Маша, №12.', { exact: false });
    queue = [work(1, 'Маша')];
    fireEvent.keyDown(document, { key: 'я', code: 'KeyZ' });
    await waitFor(() => expect(requests).toContain('POST /api/v1/review/submissions/1/undo'));
    expect(await screen.findByRole('article', { name: /Маша/ })).toBeTruthy();
  });
});

/** Masha's work opened (Enter) with its photo shown 400×300 at (left, top), in drawing mode: the surface to press on. */
async function drawOnFirstWork(left: number, top: number): Promise<HTMLElement> {
  queue = [work(1, 'Маша')];
  open();
  await screen.findByText('Ждут проверки: 1');
  fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
  const image = await screen.findByRole('img', { name: /Фото проекта/ });
  image.getBoundingClientRect = () => ({ left, top, width: 400, height: 300, right: left + 400, bottom: top + 300, x: left, y: top, toJSON: () => ({}) });
  fireEvent.click(screen.getByRole('radio', { name: 'Рисовать' }));
  return screen.getByTestId('photo-view');
}

describe('marks on the photo', () => {
  it('draws a circle where the teacher presses, in the photo’s pixels, and sends it with the return', async () => {
    // Shown 400×300 at (10, 20): one screen pixel is 4 of the 1600×1200 photo's.
    const view = await drawOnFirstWork(10, 20);
    fireEvent.pointerDown(view, { pointerId: 1, clientX: 110, clientY: 120 });
    fireEvent.pointerMove(view, { pointerId: 1, clientX: 135, clientY: 120 });
    fireEvent.pointerUp(view, { pointerId: 1, clientX: 135, clientY: 120 });
    expect(screen.getByText('Пометок: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отменить пометку' }));
    expect(screen.getByText('Пометок: 0')).toBeTruthy();
    fireEvent.pointerDown(view, { pointerId: 2, clientX: 110, clientY: 120 });
    fireEvent.pointerUp(view, { pointerId: 2, clientX: 135, clientY: 120 });
    fireEvent.change(screen.getByLabelText(/Что исправить/), { target: { value: 'Пропаяй этот' } });
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть на доработку' }));
    await waitFor(() => expect(bodies.get('POST /api/v1/review/submissions/1/return')).toEqual({
      comment: 'Пропаяй этот',
      marks: [{ type: 'circle', color: '#e53935', photo: 0, points: [[400, 400], [500, 400]] }],
    }));
  });
});

describe('labels and arrows', () => {
  it('asks for a label’s text first, then places it; an arrow needs a drag; the approval carries the marks', async () => {
    const view = await drawOnFirstWork(0, 0);
    const press = (id: number, from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(view, { pointerId: id, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(view, { pointerId: id, clientX: to[0], clientY: to[1] });
    };
    fireEvent.click(screen.getByRole('radio', { name: /Подпись/ }));
    press(1, [50, 50], [50, 50]);
    expect(screen.getByRole('alert').textContent).toBe('Сначала напиши текст подписи');
    fireEvent.change(screen.getByLabelText(/Текст подписи/), { target: { value: 'холодная пайка' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Жёлтый' }));
    press(2, [50, 50], [50, 50]);
    fireEvent.click(screen.getByRole('radio', { name: /Стрелка/ }));
    press(3, [100, 100], [100, 100]);
    expect(screen.getByText('Пометок: 1')).toBeTruthy();
    press(4, [100, 100], [200, 150]);
    expect(screen.getByText('Пометок: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Принять/ }));
    await waitFor(() => expect(bodies.get('POST /api/v1/review/submissions/1/approve')).toEqual({
      marks: [
        { type: 'label', color: '#fdd835', photo: 0, points: [[200, 200]], text: 'холодная пайка' },
        { type: 'arrow', color: '#fdd835', photo: 0, points: [[400, 400], [800, 600]] },
      ],
    }));
  });
});

describe('marks with the keyboard', () => {
  it('moves a crosshair with the arrows, places marks with Enter, removes one with Delete: the same data a pointer makes', async () => {
    queue = [work(1, 'Маша'), work(2, 'Петя')];
    open();
    await screen.findByText('Ждут проверки: 2');
    fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
    const image = await screen.findByRole('img', { name: /Фото проекта/ });
    image.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(screen.getByRole('radio', { name: 'Рисовать' }));
    const view = screen.getByRole('application', { name: /Рисование на фото/ });
    const key = (k: string, extra: object = {}) => fireEvent.keyDown(document.activeElement!, { key: k, code: k, ...extra });
    const status = () => screen.getAllByRole('status').map((node) => node.textContent).join(' ');
    view.focus();
    // The crosshair starts in the middle; Enter rings it as a tap there does.
    key('Enter');
    expect(status()).toContain('Пометка поставлена: круг, красный, в середине. На работе 1 пометка');
    fireEvent.pointerDown(view, { pointerId: 1, clientX: 200, clientY: 150 });
    fireEvent.pointerUp(view, { pointerId: 1, clientX: 200, clientY: 150 });
    // An arrow: Enter at the tail, the arrows (Shift: five times the step) to the head, Enter.
    fireEvent.click(screen.getByRole('radio', { name: /Стрелка/ }));
    view.focus();
    key('Enter');
    key('ArrowRight', { shiftKey: true });
    key('ArrowDown');
    // ↓ stayed with the photo: Петя's work did not open.
    expect(screen.getByRole('article', { name: /Маша/ })).toBeTruthy();
    key('Enter');
    expect(screen.getByText('Пометок: 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Круг/ }));
    view.focus();
    key('ArrowLeft');
    key('Enter');
    const marks = screen.getByRole('list', { name: /Пометки/ });
    expect(within(marks).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '1. круг, красный, в середине — убрать',
      '2. круг, красный, в середине — убрать',
      '3. стрелка, красный, в середине — убрать',
      '4. круг, красный, в середине — убрать',
    ]);
    within(marks).getAllByRole('button')[3]!.focus();
    key('Delete');
    expect(screen.getByText('Пометок: 3')).toBeTruthy();
    expect(status()).toContain('Пометка убрана: круг, красный, в середине. На работе 3 пометки');
    // The focus goes to the mark before it, not to the page.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('3. стрелка, красный, в середине — убрать');
    fireEvent.click(screen.getByRole('button', { name: /^Принять/ }));
    await waitFor(() => expect(bodies.get('POST /api/v1/review/submissions/1/approve')).toEqual({
      marks: [
        { type: 'circle', color: '#e53935', photo: 0, points: [[800, 600], [864, 600]] },
        { type: 'circle', color: '#e53935', photo: 0, points: [[800, 600], [864, 600]] },
        { type: 'arrow', color: '#e53935', photo: 0, points: [[800, 600], [960, 632]] },
      ],
    }));
  });
});

describe('names a teacher can tell apart', () => {
  it('shows the surname staff get: two Машas are «Маша Иванова» and «Маша Смирнова»', async () => {
    queue = [
      { ...work(1, 'Маша'), pupil: { ...work(1, 'Маша').pupil, lastName: 'Иванова' } },
      { ...work(2, 'Маша'), pupil: { ...work(2, 'Маша').pupil, lastName: 'Смирнова' } },
    ];
    open();
    expect(await screen.findByText('Маша Иванова')).toBeTruthy();
    expect(screen.getByText('Маша Смирнова')).toBeTruthy();
  });
});

describe('a double click on «Принять»', () => {
  it('approves the opened work once and shows one success, never «уже проверили» nor the next work approved unseen', async () => {
    queue = [work(1, 'Маша'), work(2, 'Петя')];
    open();
    await screen.findByText('Ждут проверки: 2');
    fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('article', { name: /Маша/ });
    queue = [work(2, 'Петя')];
    const approveButton = screen.getByRole('button', { name: /^Принять/ });
    // The browser's two clicks of a double click: the second counts 2.
    fireEvent.click(approveButton, { detail: 1 });
    fireEvent.click(approveButton, { detail: 2 });
    expect(await screen.findByText('Принято! Маша: +16 алмазов и +16 очков рейтинга.')).toBeTruthy();
    const next = await screen.findByRole('article', { name: /Петя/ });
    // The second click lands where the next work's «Принять» now is.
    fireEvent.click(within(next).getByRole('button', { name: /^Принять/ }), { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.endsWith('/approve'))).toEqual(['POST /api/v1/review/submissions/1/approve']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('article', { name: /Петя/ })).toBeTruthy();
  });
});

const inClass = (item: QueueItem, classId: number, className: string): QueueItem => ({ ...item, classId, className });

describe('filters and each card’s class', () => {
  it('shows the class on each card and narrows the list, the keys and the next work to one class and one project', async () => {
    queue = [
      inClass(work(1, 'Маша'), 7, 'Среда 16:00'),
      { ...inClass(work(2, 'Петя'), 8, 'Пятница'), projectId: 3, projectTitle: 'Мигалка' },
      inClass(work(3, 'Вася'), 8, 'Пятница'),
      work(4, 'Оля'),
    ];
    open();
    await screen.findByText('Ждут проверки: 4');
    const card = (name: string) => screen.getByText(name).closest('.queue-card') as HTMLElement;
    expect(within(card('Маша')).getByText('Среда 16:00')).toBeTruthy();
    expect(within(card('Петя')).getByText('Пятница')).toBeTruthy();

    const classes = screen.getByLabelText('Класс') as HTMLSelectElement;
    expect([...classes.options].map((o) => o.textContent)).toEqual(['Все классы (4)', 'Пятница (2)', 'Среда 16:00 (1)', 'Без класса (1)']);
    fireEvent.change(classes, { target: { value: '8' } });
    expect(screen.getByText('Ждут проверки: 2 из 4')).toBeTruthy();
    expect(screen.queryByText('Маша')).toBeNull();
    expect(screen.queryByText('Оля')).toBeNull();
    const projects = screen.getByLabelText('Проект') as HTMLSelectElement;
    expect([...projects.options].map((o) => o.textContent)).toEqual(['Все проекты', '№3 Мигалка (1)', '№12 Радио (1)']);
    fireEvent.change(projects, { target: { value: '12' } });
    expect(screen.getByText('Ждут проверки: 1 из 4')).toBeTruthy();
    expect(screen.getByText('Вася')).toBeTruthy();
    expect(screen.queryByText('Петя')).toBeNull();

    // Enter opens Вася's, the only one shown; after approving it, no other class's work opens.
    fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('article', { name: /Вася/ });
    fireEvent.keyUp(document, { key: 'Enter', code: 'Enter' });
    queue = queue.filter((item) => item.id !== 3);
    fireEvent.keyDown(document, { key: 'a', code: 'KeyA' });
    expect(await screen.findByText(/Здесь всё проверено/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(requests.filter((r) => r.endsWith('/approve'))).toEqual(['POST /api/v1/review/submissions/3/approve']);
  });
});

describe('the comment bank', () => {
  it('puts the teacher’s own frequent words into the return comment with one tap', async () => {
    queue = [work(1, 'Маша')];
    bank = ['Пайка не блестит', 'Сфотографируй ближе'];
    open();
    await screen.findByText('Ждут проверки: 1');
    fireEvent.keyDown(document, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('article', { name: /Маша/ });
    const chips = await screen.findByRole('group', { name: 'Частые комментарии' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Пайка не блестит' }));
    const field = screen.getByLabelText(/Что исправить/) as HTMLTextAreaElement;
    expect(field.value).toBe('Пайка не блестит');
    expect(document.activeElement).toBe(field);
    fireEvent.click(within(chips).getByRole('button', { name: 'Сфотографируй ближе' }));
    expect(field.value).toBe('Пайка не блестит. Сфотографируй ближе');
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть на доработку' }));
    await waitFor(() => expect(bodies.get('POST /api/v1/review/submissions/1/return')).toEqual({ comment: 'Пайка не блестит. Сфотографируй ближе' }));
  });
});

describe('«Отменить решение» for every decision of the last ten minutes', () => {
  it('after a reload offers the decisions the server still has, the older ones behind «Ещё решения», and undoes the one chosen', async () => {
    const masha = inClass(work(1, 'Маша'), 7, 'Среда 16:00');
    const petya = work(2, 'Петя');
    const vasya = work(3, 'Вася');
    queue = [];
    // Made before the page was opened again: 1, 4 and 12 minutes ago.
    decisions = [decided(masha, 1), decided(petya, 4, 'returned'), decided(vasya, 12)];
    open();
    await screen.findByText('Все работы проверены. Отличная работа!');
    expect(await screen.findByText(/Принято: Маша, №12/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Отменить решение' })).toHaveLength(1);
    // Vasya's is past its ten minutes: not offered.
    fireEvent.click(screen.getByRole('button', { name: 'Ещё решения за 10 минут: 1' }));
    const older = screen.getByRole('list', { name: 'Решения за 10 минут' });
    expect(older.textContent).toContain('Возвращено: Петя, №12');
    expect(screen.queryByText(/Вася/)).toBeNull();
    queue = [petya];
    fireEvent.click(within(older).getByRole('button', { name: 'Отменить решение' }));
    expect(await screen.findByText('Решение отменено: работа снова ждёт проверки')).toBeTruthy();
    expect(requests).toContain('POST /api/v1/review/submissions/2/undo');
    expect(await screen.findByRole('article', { name: /Петя/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Отменить решение' })).toHaveLength(1);
  });
});

describe('a pupil’s answer from the queue', () => {
  it('is read and answered in the queue, and stays open once read', async () => {
    queue = [work(1, 'Маша')];
    const answer: ThreadMessage = { id: 1, submissionId: 41, author: { id: 101, firstName: 'Маша', lastName: null, role: 'pupil' }, text: 'а какой именно?', createdAt: 1_764_000_000 };
    thread = [answer];
    unread = [{ submissionId: 41, projectId: 5, projectTitle: 'Жук', pupil: { id: 101, firstName: 'Маша', lastName: 'Иванова' }, unread: 1, last: answer }];
    open();
    const section = await screen.findByRole('region', { name: 'Новые ответы учеников' });
    fireEvent.click(within(section).getByRole('button', { name: 'Прочитать и ответить' }));
    // Read: the server no longer counts it unread.
    unread = [];
    const conversation = await screen.findByRole('region', { name: /Переписка: Маша Иванова, №5/ });
    expect(await within(conversation).findByText('а какой именно?')).toBeTruthy();
    // The hint speaks for the teacher, not the pupil's question.
    expect(within(conversation).getByLabelText('Ответить').getAttribute('placeholder')).toBe('Например: сфотографируй пайку поближе');
    fireEvent.change(within(conversation).getByLabelText('Ответить'), { target: { value: 'Минус у светодиода' } });
    fireEvent.click(within(conversation).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(bodies.get('POST /api/v1/review/submissions/41/messages')).toEqual({ text: 'Минус у светодиода' }));
    expect(await within(conversation).findByText('Минус у светодиода')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Переписка: Маша Иванова/ })).toBeTruthy();
  });
});
