import { useId, useState, type FormEvent } from 'react';
import { commentLength, commentProblem, COMMENT_MESSAGES, type Section } from '../../../../domain/comments';
import { COMMENT_MAX, SUCCESS_BANNER_MS } from '../../../../domain/constants';
import { waitText } from '../../../../domain/plural';
import { toApiError } from '../../../lib/api-client';
import { ConsentNotice, consentAwareMessage } from '../../../components/consent-notice/consent-notice';
import { useResultFocus } from '../../../lib/use-result-focus';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { postComment } from '../api/comments-api';
import { useCommentWrite } from '../hooks/use-comments';
import { readDraft, saveDraft } from '../model/draft';

interface CommentFormProps {
  section: Section;
  id: number;
  /** A project page's own messages. */
  project: boolean;
  /** The signed-in user's id; without it (a token with no id) nothing is sent. */
  userId: number | undefined;
}

/** Why a send failed, in the words of COMMENT_MESSAGES (domain/comments.ts). */
function failureMessage(error: unknown, project: boolean): string {
  const { status, code, message, retryAfter } = toApiError(error);
  if (status === null) return COMMENT_MESSAGES.offline;
  if (code === 'CONSENT_REQUIRED') return consentAwareMessage(toApiError(error));
  // «Слишком часто!» as received, and when the pupil may write again (the server's Retry-After).
  if (code === 'RATE_LIMITED' && retryAfter !== undefined) return `${message} ${COMMENT_MESSAGES.writeAgainIn(waitText(retryAfter))}`;
  // Shown as received: the flood limit, the duplicate, and the server's own reading of the rule.
  if (code === 'RATE_LIMITED' || code === 'DUPLICATE_COMMENT' || code === 'VALIDATION_ERROR') return message;
  return project ? `${COMMENT_MESSAGES.projectAddFailed}. ${COMMENT_MESSAGES.tryAgain}` : COMMENT_MESSAGES.addFailed;
}

/** The new-comment form: n/500 counter, the rules of docs/product.md §6 (commentProblem), the draft kept until it is sent. */
export function CommentForm({ section, id, project, userId }: CommentFormProps) {
  const fieldId = useId();
  const [text, setText] = useState(() => readDraft(section, id));
  /** A rule the text breaks: nothing is sent while it stands. */
  const [problem, setProblem] = useState('');
  /** Why the last send failed: the text stays, and sending again is allowed. */
  const [failure, setFailure] = useState('');
  const post = useCommentWrite(section, id, (comment: string) => postComment(section, id, comment));
  const sending = post.isPending;
  const [success, showSuccess] = useTimedMessage(SUCCESS_BANNER_MS);
  const length = commentLength(text);
  /** Each send's result (added, or why not) takes the focus from the button disabled while sending. */
  const [sent, setSent] = useState(0);
  const successRef = useResultFocus<HTMLParagraphElement>(success ? sent : 0);
  const failureRef = useResultFocus<HTMLParagraphElement>(failure ? sent : 0);

  function edit(value: string) {
    setText(value);
    saveDraft(section, id, value);
    // A field error clears when the field is edited; the length rule shows at once.
    setProblem(commentLength(value) > COMMENT_MAX ? COMMENT_MESSAGES.tooLong : '');
    setFailure('');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (userId === undefined) {
      setFailure(COMMENT_MESSAGES.noUserId);
      return;
    }
    const broken = commentProblem(text);
    if (broken) {
      setProblem(project && broken === COMMENT_MESSAGES.empty ? COMMENT_MESSAGES.projectEmpty : broken);
      return;
    }
    // A new send replaces the last one's words: no green «добавлен» beside a red refusal.
    setFailure('');
    showSuccess('');
    try {
      // On success the list is fetched again (use-comments.ts): the new comment shows at once.
      const { message } = await post.mutateAsync(text.trim());
      setText('');
      saveDraft(section, id, '');
      showSuccess(project ? COMMENT_MESSAGES.projectAdded : message);
    } catch (sendError) {
      setFailure(failureMessage(sendError, project));
    }
    setSent((count) => count + 1);
  }

  const over = length > COMMENT_MAX;
  const error = problem || failure;
  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <ConsentNotice topic="comments" />
      <label htmlFor={fieldId} className="comment-form__label">
        Твой комментарий
      </label>
      <textarea
        id={fieldId}
        className="comment-form__field"
        value={text}
        onChange={(event) => edit(event.target.value)}
        rows={3}
        placeholder="Задай вопрос или расскажи, что получилось"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-counter${error ? ` ${fieldId}-error` : ''}`}
      />
      <div className="comment-form__row">
        <span id={`${fieldId}-counter`} className={`comment-form__counter${over ? ' comment-form__counter--over' : ''}`}>
          {length}/{COMMENT_MAX}
        </span>
        <button type="submit" className="button button--primary" disabled={sending || Boolean(problem) || over}>
          {sending ? 'Отправляем...' : 'Отправить'}
        </button>
      </div>
      {error && (
        <p ref={failureRef} tabIndex={-1} id={`${fieldId}-error`} className="banner banner--error comment-form__message" role="alert">
          {error}
        </p>
      )}
      <p ref={successRef} tabIndex={-1} className={`result-slot comment-form__message${success ? ' banner banner--success' : ''}`} role="status">
        {success}
      </p>
    </form>
  );
}
