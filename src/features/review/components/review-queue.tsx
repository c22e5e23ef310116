import { useEffect, useRef, useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import type { QueueItem } from '../../../domain/review';
import { toApiError } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { approve } from '../api/approve';
import { returnWork } from '../api/return-work';
import { useQueue } from '../hooks/use-queue';
import { QueueCard } from './queue-card';
import { ReviewDetail } from './review-detail';
import './review.css';

const NOTICE_MS = 5000;

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The teacher's review queue: pending work oldest first; open one, look at the photo, approve or
 * return it with a comment. The keyboard does it all: ↑/↓ (or K/J) choose, Enter opens, A
 * approves, R writes a return comment (Ctrl+Enter sends it), Esc closes.
 */
export function ReviewQueue() {
  const { state, reload, remove } = useQueue();
  const items = state.kind === 'ready' ? state.items : [];
  const [selectedId, setSelectedId] = useState<number>();
  const [openId, setOpenId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);
  const [error, showError] = useTimedMessage(NOTICE_MS);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const selectedIndex = Math.max(0, items.findIndex((item) => item.id === selectedId));
  const selected = items[selectedIndex];
  const opened = items.find((item) => item.id === openId);

  async function decide(item: QueueItem, action: () => Promise<string>) {
    setBusy(true);
    try {
      showNotice(await action());
    } catch (failure) {
      const problem = toApiError(failure);
      showError(problem.message);
      // Someone else decided it meanwhile: it is no longer ours to decide.
      if (problem.status !== 409 && problem.status !== 404) return;
    } finally {
      setBusy(false);
    }
    const index = items.findIndex((i) => i.id === item.id);
    const next = items[index + 1] ?? items[index - 1];
    remove(item.id);
    setSelectedId(next?.id);
    // Straight on to the next work, so a teacher can go through the queue without the mouse.
    setOpenId(next?.id);
  }

  const approveItem = (item: QueueItem) =>
    decide(item, async () => {
      const reply = await approve(item.id);
      return `Принято! ${item.pupil.firstName}: +${reply.diamonds} алмазов и +${reply.rating} рейтинга.`;
    });
  const returnItem = (item: QueueItem, comment: string) =>
    decide(item, async () => {
      await returnWork(item.id, comment);
      return `Возвращено на доработку: ${item.pupil.firstName}, №${item.projectId}.`;
    });

  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    keys.current = (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') {
        if (typingIn(event.target)) (event.target as HTMLElement).blur();
        else setOpenId(undefined);
        return;
      }
      if (typingIn(event.target) || items.length === 0) return;
      const move = (delta: number) => {
        const next = items[Math.min(items.length - 1, Math.max(0, selectedIndex + delta))];
        setSelectedId(next?.id);
        if (openId !== undefined) setOpenId(next?.id);
        event.preventDefault();
      };
      const key = event.key.toLowerCase();
      if (key === 'arrowdown' || key === 'j' || key === 'о') move(1);
      else if (key === 'arrowup' || key === 'k' || key === 'л') move(-1);
      else if ((key === 'enter' || key === 'o' || key === 'щ') && selected) setOpenId(selected.id);
      else if ((key === 'a' || key === 'ф') && opened && !busy) void approveItem(opened);
      else if ((key === 'r' || key === 'к') && opened) {
        event.preventDefault();
        commentRef.current?.focus();
      }
    };
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
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
          {items.length === 0 ? 'Все работы проверены. Отличная работа!' : `Ждут проверки: ${items.length}`}
        </p>
        <p className="review__keys">Клавиши: ↑/↓ — выбрать, Enter — открыть, A — принять, R — вернуть, Esc — закрыть</p>
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
        {(notice || error) && (
          <p className={`review__notice${error ? ' review__notice--error' : ''}`} role={error ? 'alert' : 'status'}>
            {error || notice}
          </p>
        )}
        {opened ? (
          <ReviewDetail
            key={opened.id}
            item={opened}
            busy={busy}
            commentRef={commentRef}
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
