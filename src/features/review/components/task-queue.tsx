import { useRef, useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { CLUB_MSG, type TaskQueueItem } from '../../../../domain/club';
import { levelName } from '../../../../domain/constants';
import { formatDateTime } from '../../../../domain/dates';
import { countOf, DIAMONDS } from '../../../../domain/plural';
import { fullName, REVIEW_COMMENT_MAX, type PhotoSize } from '../../../../domain/review';
import { checkText } from '../../../../domain/text';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useQuery, useQueryClient } from '../../../lib/query';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { approveTask, getTaskPhoto, getTaskQueue, returnTask, type TaskQueue as Queue } from '../api/tasks';
import './task-queue.css';

const NOTICE_MS = 6000;
const RETURN_RULE = { label: 'Комментарий', required: CLUB_MSG.returnNeedsComment, max: REVIEW_COMMENT_MAX, multiline: true };

/** How many solutions wait, for the review page's tab; undefined until known. */
export function useTaskCount(): number | undefined {
  return useQuery({ queryKey: queryKeys.review.tasks, queryFn: ({ signal }) => getTaskQueue(signal), select: (queue) => queue.count }).data;
}

/**
 * «Задачи» on the review page: every task solution waiting for a teacher, oldest first, with the
 * task, the pupil's answer, «Принять» (the task's diamonds, once) and «Вернуть» with words.
 */
export function TaskQueue() {
  const queue = useQuery({ queryKey: queryKeys.review.tasks, queryFn: ({ signal }) => getTaskQueue(signal) });
  const client = useQueryClient();
  const invalidate = useInvalidate();
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);
  const [error, showError] = useTimedMessage(NOTICE_MS);
  const [busyId, setBusyId] = useState<number>();
  // A second click (or tap) arrives before React has drawn the disabled button: this ref says no at once.
  const deciding = useRef(false);

  async function decide(item: TaskQueueItem, action: () => Promise<string>) {
    if (deciding.current) return;
    deciding.current = true;
    setBusyId(item.id);
    showError('');
    try {
      showNotice(await action());
    } catch (failure) {
      const problem = toApiError(failure);
      showError(problem.message);
      deciding.current = false;
      setBusyId(undefined);
      // Another teacher decided it meanwhile (409) or it is gone (404): it leaves the list too.
      if (problem.status !== 409 && problem.status !== 404) return;
    }
    client.setQueryData<Queue>(queryKeys.review.tasks, (current) =>
      current ? { data: current.data.filter((i) => i.id !== item.id), count: Math.max(0, current.count - 1) } : current,
    );
    deciding.current = false;
    setBusyId(undefined);
    void invalidate(changedBy.taskDecision);
  }

  if (!queue.data) {
    if (queue.isError) {
      return (
        <section className="card card--center" role="alert">
          <p>{queue.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void queue.refetch()}>
            Повторить
          </button>
        </section>
      );
    }
    return <Loader text="Загружаем решения задач..." />;
  }
  const items = queue.data.data;
  return (
    <section className="task-queue" aria-labelledby="task-queue-title">
      <h2 id="task-queue-title" className="task-queue__summary">
        {queue.data.count === 0 ? 'Все решения задач проверены.' : `Решения задач ждут проверки: ${queue.data.count}`}
      </h2>
      {(notice || error) && (
        <p className={`review__notice${error ? ' review__notice--error' : ''}`} role={error ? 'alert' : 'status'}>
          {error || notice}
        </p>
      )}
      {items.length === 0 ? (
        <p className="review__hint">Когда ученик отправит решение задачи из урока, оно появится здесь.</p>
      ) : (
        <ul className="task-queue__list">
          {items.map((item) => (
            <li key={item.id}>
              <TaskCard
                item={item}
                busy={busyId !== undefined}
                onApprove={() =>
                  void decide(item, async () => {
                    const reply = await approveTask(item.id);
                    return `Принято! ${fullName(item.pupil)}: +${countOf(reply.diamonds, DIAMONDS)}.`;
                  })
                }
                onReturn={(comment) =>
                  void decide(item, async () => {
                    await returnTask(item.id, comment);
                    return `Возвращено: ${fullName(item.pupil)} увидит комментарий у задачи.`;
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--ghost button--small" onClick={() => void queue.refetch()}>
        Обновить список
      </button>
    </section>
  );
}

/** A photo never changes; a full-size one is let go soon after it leaves the screen. */
const PHOTO_KEPT_MS = 60_000;

function usePhoto(solutionId: number, size: PhotoSize, enabled: boolean) {
  const photo = useQuery({
    queryKey: queryKeys.review.taskPhoto(solutionId, size),
    queryFn: ({ signal }) => getTaskPhoto(solutionId, size, signal),
    staleTime: Infinity,
    gcTime: PHOTO_KEPT_MS,
    retry: false,
    enabled,
  });
  return { url: useObjectUrl(photo.data), failed: photo.isError };
}

/** The solution's photo: a thumbnail, and a tap opens it large (the stored photo, up to 2560 px). */
function SolutionPhoto({ item, photo }: { item: TaskQueueItem; photo: { width: number; height: number } }) {
  const [large, setLarge] = useState(false);
  const thumb = usePhoto(item.id, 'thumb', true);
  const full = usePhoto(item.id, 'full', large);
  const alt = `Фото решения: ${fullName(item.pupil)}, задача «${item.taskTitle}»`;
  const shown = large ? (full.url ?? thumb.url) : thumb.url;
  if (thumb.failed && !full.url) return <p className="task-card__photo-missing">Фото не загрузилось. Обновите список.</p>;
  return (
    <figure className={`task-card__photo${large ? ' task-card__photo--large' : ''}`}>
      <button type="button" className="task-card__photo-button" aria-expanded={large} onClick={() => setLarge((open) => !open)}>
        {shown ? (
          <img src={shown} alt={alt} width={photo.width} height={photo.height} />
        ) : (
          <span className="task-card__photo-loading">Загружаем фото...</span>
        )}
      </button>
      <figcaption>{large ? 'Нажмите на фото, чтобы уменьшить' : 'Нажмите на фото, чтобы открыть крупно'}</figcaption>
    </figure>
  );
}

interface TaskCardProps {
  item: TaskQueueItem;
  busy: boolean;
  onApprove(): void;
  onReturn(comment: string): void;
}

function TaskCard({ item, busy, onApprove, onReturn }: TaskCardProps) {
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const name = fullName(item.pupil);
  return (
    <article className="task-card" aria-label={`Решение: ${name}, задача «${item.taskTitle}»`}>
      <header className="task-card__head">
        <strong className="task-card__pupil">{name}</strong>
        <span className="task-card__meta">
          ур. {item.pupil.level} · {levelName(item.pupil.level)} · {formatDateTime(item.submittedAt)}
        </span>
      </header>
      <h3 className="task-card__title">{item.taskTitle}</h3>
      {item.taskText && (
        <details className="task-card__task" open>
          <summary>Условие задачи</summary>
          <p>{item.taskText}</p>
        </details>
      )}
      <div className="task-card__answer">
        <span className="task-card__label">Ответ ученика</span>
        <p>{item.solution}</p>
      </div>
      {item.photo && <SolutionPhoto item={item} photo={item.photo} />}
      <div className="task-card__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onApprove}>
          Принять (+{countOf(item.reward, DIAMONDS)})
        </button>
        {!returning && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setReturning(true)}>
            Вернуть
          </button>
        )}
      </div>
      {returning && (
        <form
          className="review-detail__return"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const wrong = checkText(comment, RETURN_RULE);
            setProblem(wrong ?? '');
            if (!wrong) onReturn(comment.trim());
          }}
        >
          <label htmlFor={`task-return-${item.id}`}>Что исправить (ученик увидит это у задачи)</label>
          <textarea
            id={`task-return-${item.id}`}
            value={comment}
            rows={3}
            maxLength={REVIEW_COMMENT_MAX + 100}
            placeholder="Например: пересчитай ток — ты забыл перевести килоомы в омы"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `task-return-${item.id}-problem` : undefined}
            onChange={(event) => setComment(event.target.value)}
            autoFocus
          />
          <span className={`review-detail__counter${comment.trim().length > REVIEW_COMMENT_MAX ? ' review-detail__counter--over' : ''}`}>
            {comment.trim().length}/{REVIEW_COMMENT_MAX}
          </span>
          {problem && (
            <p id={`task-return-${item.id}-problem`} className="review-detail__counter--over" role="alert">
              {problem}
            </p>
          )}
          <div className="task-card__actions">
            <button type="submit" className="button button--secondary" disabled={busy}>
              Вернуть с комментарием
            </button>
            <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => setReturning(false)}>
              Отмена
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
