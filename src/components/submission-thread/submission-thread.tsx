import { useEffect, useId, useState, type FormEvent } from 'react';
import { commentLength, commentProblem } from '../../../domain/comments';
import { COMMENT_MAX } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/dates';
import type { ThreadMessage } from '../../../domain/review-conversation';
import { toApiError } from '../../lib/api-client';
import { userIdOf } from '../../lib/jwt';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../lib/query';
import { useSession } from '../../stores/session';
import { getThread, postThreadMessage } from './thread-api';
import './submission-thread.css';

/** «Учитель Анна Петровна» for staff, the pupil's own name for a pupil. */
export function authorLabel(author: ThreadMessage['author']): string {
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ');
  return author.role === 'pupil' ? name : `Учитель ${name}`;
}

interface SubmissionThreadProps {
  submissionId: number;
  /** The messages already known (a history carries them): shown at once, also offline. */
  initial?: readonly ThreadMessage[];
  /** Read-only (a parent's view): no form. */
  readOnly?: boolean;
  /** The decision's comment, already shown above: the thread's first message is not repeated. */
  shownComment?: string;
  /** Ask the server now (reading marks the thread read); off keeps it to `initial`. */
  live?: boolean;
  /** The answer field's hint: a pupil's question by default; the teacher's side gives its own. */
  placeholder?: string;
}

export const PUPIL_REPLY_HINT = 'Например: а какой именно?';
export const TEACHER_REPLY_HINT = 'Например: сфотографируй пайку поближе';

/** The private conversation about one submission: who wrote what and when, and the answer form. */
export function SubmissionThread({ submissionId, initial, shownComment, readOnly = false, live = true, placeholder = PUPIL_REPLY_HINT }: SubmissionThreadProps) {
  const viewerId = userIdOf(useSession((s) => s.token));
  const thread = useQuery({
    queryKey: queryKeys.review.thread(submissionId),
    queryFn: ({ signal }) => getThread(submissionId, signal),
    enabled: live,
    placeholderData: initial ? [...initial] : undefined,
  });
  const invalidate = useInvalidate();
  const readAt = live ? thread.dataUpdatedAt : 0;
  // Reading the thread marks it read on the server: the unread notices are asked again.
  useEffect(() => {
    if (readAt > 0) void invalidate(changedBy.threadRead);
  }, [readAt, invalidate]);
  const all = thread.data ?? initial ?? [];
  const first = all[0];
  const messages = first && shownComment && first.author.role !== 'pupil' && first.text === shownComment.trim() ? all.slice(1) : all;
  return (
    <section className="thread" aria-label="Переписка о работе" data-thread={submissionId}>
      {messages.length === 0 ? (
        !shownComment && <p className="thread__empty">Сообщений пока нет.</p>
      ) : (
        <ol className="thread__list">
          {messages.map((message) => (
            <li key={message.id} className={`thread__message${message.author.id === viewerId ? ' thread__message--own' : ''}${message.author.role === 'pupil' ? '' : ' thread__message--staff'}`}>
              <p className="thread__meta">
                <strong>{authorLabel(message.author)}</strong>{' '}
                <time dateTime={new Date(message.createdAt * 1000).toISOString()}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p className="thread__text">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      {!readOnly && <ThreadForm submissionId={submissionId} placeholder={placeholder} />}
    </section>
  );
}

function ThreadForm({ submissionId, placeholder }: { submissionId: number; placeholder: string }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const invalidate = useInvalidate();
  const post = useMutation({ mutationFn: (value: string) => postThreadMessage(submissionId, value) });
  const length = commentLength(text);
  const over = length > COMMENT_MAX;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (post.isPending) return;
    const broken = commentProblem(text);
    if (broken) return setProblem(broken);
    try {
      await post.mutateAsync(text.trim());
      setText('');
      setProblem('');
      await invalidate(changedBy.threadMessage(submissionId));
    } catch (failure) {
      setProblem(toApiError(failure).message);
    }
  }

  return (
    <form className="thread__form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>Ответить</label>
      <textarea
        id={fieldId}
        value={text}
        rows={2}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setProblem('');
        }}
        aria-invalid={problem ? true : undefined}
      />
      <div className="thread__row">
        <span className={`thread__counter${over ? ' thread__counter--over' : ''}`}>
          {length}/{COMMENT_MAX}
        </span>
        <button type="submit" className="button button--primary button--small" disabled={post.isPending || over}>
          {post.isPending ? 'Отправляем...' : 'Отправить'}
        </button>
      </div>
      {problem && (
        <p className="banner banner--error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
