import { useRef, useState } from 'react';
import { CLUB_MSG } from '../../../../domain/club';
import { SOLUTION_MAX, SOLUTION_RULE, type Task } from '../../../../domain/learning';
import { countOf, DIAMONDS } from '../../../../domain/plural';
import { checkText } from '../../../../domain/text';
import { toApiError } from '../../../lib/api-client';
import { compressPhoto } from '../../../lib/image-compression';
import { checkChosenPhoto, preparePhotos } from '../../../lib/prepare-photos';
import { changedBy, queryKeys, useInvalidate, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { buyTask, getMyTasks, handInSolution } from '../api/tasks-api';
import './lesson-tasks.css';

// A lesson's tasks for the pupil: buy one, read it, hand a solution in for the teacher, and see what
// the teacher said (docs/decisions/0210-tasks-read-by-a-teacher.md). Diamonds come when the teacher
// accepts the solution, once per task.

/** The tasks of one lesson (`lectureId` is the lesson's id); nothing when it has none, or for staff. */
export function LessonTasks({ lessonId }: { lessonId: number }) {
  const pupil = useOwnProfile()?.role === 'pupil';
  const tasks = useQuery({ queryKey: queryKeys.myTasks, queryFn: ({ signal }) => getMyTasks(signal), enabled: pupil });
  const mine = (tasks.data ?? []).filter((task) => task.lectureId === lessonId);
  if (!pupil || mine.length === 0) return null;
  return (
    <section className="lesson-tasks" aria-labelledby="lesson-tasks-title">
      <h2 id="lesson-tasks-title">Задачи к уроку</h2>
      <p className="lesson-tasks__lead">Реши задачу и отправь решение учителю. Если всё верно, он его примет — и ты получишь алмазы.</p>
      <ul className="lesson-tasks__list">
        {mine.map((task) => (
          <li key={task.id}>
            <TaskCard task={task} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewState({ task }: { task: Task }) {
  const review = task.review;
  if (!review) return null;
  if (review.state === 'pending') {
    return (
      <p className="task-state task-state--pending" data-state="pending">
        <strong>Ждёт учителя.</strong> Решение у учителя: когда он прочитает, здесь появится ответ.
      </p>
    );
  }
  if (review.state === 'approved') {
    return (
      <p className="task-state task-state--approved" data-state="approved">
        <strong>Принято!</strong> Учитель принял решение: +{countOf(task.reward, DIAMONDS)}.
      </p>
    );
  }
  return (
    <div className="task-state task-state--returned" data-state="returned">
      <p>
        <strong>Вернули:</strong> {review.comment ?? 'учитель просит решить ещё раз.'}
      </p>
      <p className="task-state__next">Исправь решение и отправь его снова.</p>
    </div>
  );
}

function TaskCard({ task }: { task: Task }) {
  const invalidate = useInvalidate();
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  /** True when the call succeeded (the form then forgets its text; a refusal keeps it). */
  async function run(action: () => Promise<string>): Promise<boolean> {
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    setError('');
    setSaid('');
    try {
      setSaid(await action());
      return true;
    } catch (failure) {
      setError(toApiError(failure).message);
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
      // The list as the server now has it (a refusal too: the state may have changed elsewhere).
      await invalidate(changedBy.myTask);
    }
  }

  const canHandIn = task.bought && task.review?.state !== 'pending' && task.review?.state !== 'approved';
  return (
    <article className="task" aria-labelledby={`task-${task.id}-title`}>
      <header className="task__head">
        <h3 id={`task-${task.id}-title`}>{task.title}</h3>
        <span className="task__reward">награда +{countOf(task.reward, DIAMONDS)}</span>
      </header>
      {task.bought ? (
        <p className="task__text">{task.text}</p>
      ) : (
        <div className="task__buy">
          <p>Задача откроется после покупки.</p>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            onClick={() => void run(async () => (await buyTask(task.lectureId, task.id)).message)}
          >
            {task.price > 0 ? `Купить за ${countOf(task.price, DIAMONDS)}` : 'Открыть задачу'}
          </button>
        </div>
      )}
      <ReviewState task={task} />
      {canHandIn && <SolutionForm task={task} busy={busy} onSend={(solution, photo) => run(async () => {
        await handInSolution(task.id, solution, photo);
        return CLUB_MSG.solutionSent;
      })} />}
      {said && (
        <p className="task__said" role="status">
          {said}
        </p>
      )}
      {error && (
        <p className="task__error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}

function SolutionForm({ task, busy, onSend }: { task: Task; busy: boolean; onSend(solution: string, photo?: File): Promise<boolean> }) {
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [photoProblem, setPhotoProblem] = useState('');
  const [preparing, setPreparing] = useState(false);
  const gallery = useRef<HTMLInputElement>(null);
  const id = `task-${task.id}-solution`;
  const length = text.trim().length;

  async function send() {
    const wrong = checkText(text, SOLUTION_RULE);
    setProblem(wrong ?? '');
    if (wrong) return;
    let sent: File | undefined;
    if (photo) {
      // Shrunk as a project photo is (src/lib/prepare-photos.ts): a phone's photo goes as about 2 MB.
      setPreparing(true);
      const prepared = await preparePhotos([photo], compressPhoto);
      setPreparing(false);
      if (!prepared.ok) return setPhotoProblem(prepared.message);
      sent = prepared.photos[0];
    }
    if (await onSend(text.trim(), sent)) {
      setText('');
      setPhoto(null);
    }
  }

  return (
    <form
      className="task__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id}>{task.review?.state === 'returned' ? 'Исправленное решение' : 'Твоё решение'}</label>
      <textarea
        id={id}
        value={text}
        rows={5}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        placeholder="Напиши ответ и как ты его получил"
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem('');
        }}
      />
      <span id={`${id}-count`} className={`task__count${length > SOLUTION_MAX ? ' task__count--over' : ''}`}>
        {length}/{SOLUTION_MAX}
      </span>
      {problem && (
        <p id={`${id}-problem`} className="task__error" role="alert">
          {problem}
        </p>
      )}
      <div className="task__photo">
        <input
          ref={gallery}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          hidden
          data-testid={`task-${task.id}-photo-input`}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            // The same file chosen again (after «Убрать») must fire change again.
            event.target.value = '';
            if (!file) return;
            const wrong = checkChosenPhoto(file);
            setPhotoProblem(wrong ?? '');
            setPhoto(wrong ? null : file);
          }}
        />
        {photo ? (
          <p className="task__photo-chosen">
            <span className="task__photo-name">Фото: {photo.name}</span>
            <button type="button" className="button button--ghost button--small" disabled={busy || preparing} onClick={() => setPhoto(null)}>
              Убрать фото
            </button>
          </p>
        ) : (
          <button type="button" className="button button--secondary button--small" disabled={busy || preparing} onClick={() => gallery.current?.click()}>
            Добавить фото (необязательно)
          </button>
        )}
        <span className="task__photo-hint">Фото решения или схемы на бумаге</span>
        {photoProblem && (
          <p className="task__error" role="alert">
            {photoProblem}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy || preparing}>
        {preparing ? 'Готовим фото...' : busy ? 'Отправляем...' : 'Отправить учителю'}
      </button>
    </form>
  );
}
