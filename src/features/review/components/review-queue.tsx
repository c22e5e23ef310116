import { useEffect, useRef, useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { UNDO_WINDOW_SECONDS } from '../../../../domain/classes';
import { fullName, type QueueItem, type RecentDecision } from '../../../../domain/review';
import type { Mark } from '../../../../domain/review-conversation';
import { countOf, DIAMONDS, RATING_POINTS } from '../../../../domain/plural';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { approve } from '../api/approve';
import { getCommentBank } from '../api/comment-bank';
import { returnWork } from '../api/return-work';
import { undoDecision } from '../api/undo';
import { useQueue } from '../hooks/use-queue';
import { useRecentDecisions } from '../hooks/use-recent-decisions';
import { filterQueue, NO_FILTER, type QueueFilter } from '../model/queue-filter';
import { QueueCard } from './queue-card';
import { QueueFilters } from './queue-filters';
import { RecentDecisions } from './recent-decisions';
import { ReviewDetail } from './review-detail';
import { UnreadThreads } from './unread-threads';
import './review.css';

const NOTICE_MS = 5000;

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The keys by their place on the keyboard (`event.code`), so they work the same with the Russian
 * layout on: ↑/↓ (or K/J) choose, Enter (or O) opens, A approves, R writes a return comment.
 */
const KEYS: Record<string, 'down' | 'up' | 'open' | 'approve' | 'return' | 'undo'> = {
  ArrowDown: 'down',
  KeyJ: 'down',
  ArrowUp: 'up',
  KeyK: 'up',
  Enter: 'open',
  NumpadEnter: 'open',
  KeyO: 'open',
  KeyA: 'approve',
  KeyR: 'return',
  KeyZ: 'undo',
};

/**
 * The teacher's review queue: pending work oldest first; open one, look at the photo, approve or
 * return it with a comment. The keyboard does it all (KEYS; Ctrl+Enter sends a return comment,
 * Esc closes).
 */
export function ReviewQueue() {
  const { state, reload, remove } = useQueue();
  const all = state.kind === 'ready' ? state.items : [];
  const [filter, setFilter] = useState<QueueFilter>(NO_FILTER);
  const items = filterQueue(all, filter);
  const [selectedId, setSelectedId] = useState<number>();
  const [openId, setOpenId] = useState<number>();
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);
  const [error, showError] = useTimedMessage(NOTICE_MS);
  const recent = useRecentDecisions();
  const bank = useQuery({ queryKey: queryKeys.review.commentBank, queryFn: ({ signal }) => getCommentBank(signal) }).data;
  const commentRef = useRef<HTMLTextAreaElement>(null);
  /** The marks drawn on the opened work; another work starts with none. */
  const [drawn, setDrawn] = useState<{ id: number; marks: Mark[] }>();
  const marksOf = (item: QueueItem) => (drawn?.id === item.id ? drawn.marks : []);
  const invalidate = useInvalidate();
  const deciding = useMutation({ mutationFn: (action: () => Promise<string>) => action() });
  const busy = deciding.isPending;
  /** A decision under way, known at once: `busy` comes a render later, after a double click's second click. */
  const decidingNow = useRef(false);

  const selectedIndex = Math.max(0, items.findIndex((item) => item.id === selectedId));
  const selected = items[selectedIndex];
  const opened = items.find((item) => item.id === openId);

  async function decide(item: QueueItem, status: RecentDecision['status'], action: () => Promise<string>) {
    if (decidingNow.current) return;
    decidingNow.current = true;
    try {
      showNotice(await deciding.mutateAsync(action));
      const now = Math.floor(Date.now() / 1000);
      // Offered at once; the server's list (read again below) has the same decision.
      recent.add({ submissionId: item.id, pupil: item.pupil, projectId: item.projectId, projectTitle: item.projectTitle, status, decidedAt: now, undoUntil: now + UNDO_WINDOW_SECONDS });
    } catch (failure) {
      const problem = toApiError(failure);
      showError(problem.message);
      // Someone else decided it meanwhile: it is no longer ours to decide.
      if (problem.status !== 409 && problem.status !== 404) return;
    } finally {
      decidingNow.current = false;
    }
    const index = items.findIndex((i) => i.id === item.id);
    const next = items[index + 1] ?? items[index - 1];
    // It leaves the list and the badges at once; the queue, the dashboard and the pupils' figures
    // are then fetched as the server now has them.
    remove(item.id);
    void invalidate(changedBy.decision);
    setSelectedId(next?.id);
    // Straight on to the next work, so a teacher can go through the queue without the mouse.
    setOpenId(next?.id);
  }

  const approveItem = (item: QueueItem) =>
    decide(item, 'approved', async () => {
      const reply = await approve(item.id, marksOf(item));
      return `Принято! ${fullName(item.pupil)}: +${countOf(reply.diamonds, DIAMONDS)} и +${countOf(reply.rating, RATING_POINTS)}.`;
    });
  const returnItem = (item: QueueItem, comment: string) =>
    decide(item, 'returned', async () => {
      await returnWork(item.id, comment, marksOf(item));
      return `Возвращено на доработку: ${fullName(item.pupil)}, №${item.projectId}.`;
    });

  async function undo(decision: RecentDecision | undefined) {
    if (!decision || busy || decidingNow.current) return;
    decidingNow.current = true;
    try {
      showNotice(await deciding.mutateAsync(async () => (await undoDecision(decision.submissionId)).message));
    } catch (failure) {
      showError(toApiError(failure).message);
    } finally {
      decidingNow.current = false;
    }
    recent.drop(decision.submissionId);
    // The work is pending again: it comes back into the queue, and the figures are re-read.
    await invalidate(changedBy.decision);
    // Back in sight even when the filter had hidden its class or project.
    setFilter(NO_FILTER);
    setSelectedId(decision.submissionId);
    setOpenId(decision.submissionId);
  }

  /**
   * Keys down now, by code. A decision needs a fresh press: a key held through a decision (the
   * keyboard's auto-repeat, flagged `repeat` or not) would approve the next works unseen
   * (docs/product.md, «Проверка работ»).
   */
  const held = useRef(new Set<string>());
  /** The work the teacher has on screen: the one rendered, not merely chosen in this render. */
  const shownId = useRef<number>(undefined);
  useEffect(() => {
    shownId.current = opened?.id;
  }, [opened?.id]);
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    keys.current = (event) => {
      const again = event.repeat || held.current.has(event.code);
      held.current.add(event.code);
      // A key the focused photo took (its arrows, Enter, Esc) is the photo's, not the queue's.
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.code === 'Escape') {
        if (typingIn(event.target)) (event.target as HTMLElement).blur();
        else setOpenId(undefined);
        return;
      }
      if (typingIn(event.target)) return;
      if (KEYS[event.code] === 'undo') return void (again || undo(recent.decisions[0]));
      if (items.length === 0) return;
      const move = (delta: number) => {
        const next = items[Math.min(items.length - 1, Math.max(0, selectedIndex + delta))];
        setSelectedId(next?.id);
        if (openId !== undefined) setOpenId(next?.id);
        event.preventDefault();
      };
      const key = KEYS[event.code];
      if (key === 'down') move(1);
      else if (key === 'up') move(-1);
      else if (key === 'open' && selected) setOpenId(selected.id);
      else if (key === 'approve' && opened && !busy && !again && shownId.current === opened.id) void approveItem(opened);
      else if (key === 'return' && opened && !again) {
        event.preventDefault();
        commentRef.current?.focus();
      }
    };
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    const released = (event: KeyboardEvent) => held.current.delete(event.code);
    // A key let go while the window was elsewhere never sends its keyup here.
    const forget = () => held.current.clear();
    document.addEventListener('keydown', listener);
    document.addEventListener('keyup', released);
    window.addEventListener('blur', forget);
    return () => {
      document.removeEventListener('keydown', listener);
      document.removeEventListener('keyup', released);
      window.removeEventListener('blur', forget);
    };
  }, []);

  if (state.kind === 'loading') return <Loader text="Загружаем работы..." />;
  if (state.kind === 'error') {
    return (
      <section className="card card--center" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button button--secondary" onClick={reload}>
          Повторить
        </button>
      </section>
    );
  }

  return (
    <div className={`review${opened ? ' review--open' : ''}`}>
      <div className="review__list-column">
        <p className="review__summary">
          {all.length === 0
            ? 'Все работы проверены. Отличная работа!'
            : items.length === all.length
              ? `Ждут проверки: ${all.length}`
              : `Ждут проверки: ${items.length} из ${all.length}`}
        </p>
        {all.length > 0 && (
          <QueueFilters
            items={all}
            filter={filter}
            onChange={(next) => {
              setFilter(next);
              setOpenId(undefined);
            }}
          />
        )}
        {items.length === 0 && all.length > 0 && <p className="review__hint">Здесь всё проверено. Другие работы — в «Все классы» и «Все проекты».</p>}
        <p className="review__keys">Клавиши: ↑/↓ — выбрать, Enter — открыть, A — принять, R — вернуть, Z — отменить решение, Esc — закрыть</p>
        <ul className="review__list">
          {items.map((item) => (
            <li key={item.id}>
              <QueueCard
                item={item}
                selected={item.id === selected?.id}
                onOpen={() => {
                  setSelectedId(item.id);
                  setOpenId(item.id);
                }}
              />
            </li>
          ))}
        </ul>
        <button type="button" className="button button--ghost button--small" onClick={reload}>
          Обновить список
        </button>
      </div>
      <div className="review__detail-column">
        <UnreadThreads />
        {(notice || error) && (
          <p className={`review__notice${error ? ' review__notice--error' : ''}`} role={error ? 'alert' : 'status'}>
            {error || notice}
          </p>
        )}
        <RecentDecisions decisions={recent.decisions} busy={busy} onUndo={(decision) => void undo(decision)} />
        {opened ? (
          <ReviewDetail
            key={opened.id}
            item={opened}
            busy={busy}
            commentRef={commentRef}
            marks={marksOf(opened)}
            onMarks={(marks) => setDrawn({ id: opened.id, marks })}
            bank={bank}
            onApprove={() => void approveItem(opened)}
            onReturn={(comment) => void returnItem(opened, comment)}
            onClose={() => setOpenId(undefined)}
          />
        ) : (
          items.length > 0 && <p className="review__hint">Выбери работу в списке, чтобы посмотреть фото.</p>
        )}
      </div>
    </div>
  );
}
