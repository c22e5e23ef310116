import { COMMENT_MESSAGES, type JudgementReply, type Section, type VoteChange } from '../../../../domain/comments';
import { SUCCESS_BANNER_MS } from '../../../../domain/constants';
import { toApiError } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { consentAwareMessage } from '../../../components/consent-notice/consent-notice';
import { vote } from '../api/comments-api';
import { useCommentWrite } from '../hooks/use-comments';

interface VoteCounterProps {
  section: Section;
  id: number;
  judgement: JudgementReply | null;
  /** The pupil's own page: the server refuses votes there, so the count shows without arrows. */
  readOnly?: boolean;
}

/** The like/dislike arrows with the item's rating between them (0 when missing). */
export function VoteCounter({ section, id, judgement, readOnly = false }: VoteCounterProps) {
  // After a vote that counted, the list and the total are fetched again.
  const cast = useCommentWrite(section, id, (change: VoteChange) => vote(section, id, change));
  const sending = cast.isPending;
  const [message, show] = useTimedMessage(SUCCESS_BANNER_MS);
  const mine = judgement?.mine ?? null;

  function send(change: VoteChange) {
    cast.mutate(change, {
      onSuccess: () => show(COMMENT_MESSAGES.voted),
      // «Уже изменено» as it is, a missing parent's consent in its kind words; anything else is «Ошибка».
      onError: (error) => {
        const failure = toApiError(error);
        if (failure.code === 'CONSENT_REQUIRED') return show(consentAwareMessage(failure));
        show(failure.code === 'ALREADY_VOTED' ? COMMENT_MESSAGES.alreadyVoted : COMMENT_MESSAGES.voteFailed);
      },
    });
  }

  const total = judgement?.judgement ?? 0;
  if (readOnly) {
    return (
      <div className="votes">
        <span className="votes__label">Оценка страницы:</span>
        <span className="votes__total votes__total--alone" aria-label={`Рейтинг: ${total}`}>
          {total}
        </span>
      </div>
    );
  }

  return (
    <div className="votes">
      <span className="votes__label" aria-hidden="true">
        Оцени:
      </span>
      <div className="votes__counter" role="group" aria-label="Оценка страницы">
        <button type="button" className="votes__arrow votes__arrow--up" aria-label="Нравится" aria-pressed={mine === '+'} disabled={sending} onClick={() => send('+')}>
          ▲
        </button>
        <span className="votes__total" aria-label={`Рейтинг: ${total}`}>
          {total}
        </span>
        <button type="button" className="votes__arrow votes__arrow--down" aria-label="Не нравится" aria-pressed={mine === '-'} disabled={sending} onClick={() => send('-')}>
          ▼
        </button>
      </div>
      <span className="votes__message" role="status">
        {message}
      </span>
    </div>
  );
}
