import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { ERROR_BANNER_MS } from '../../../../domain/constants';
import type { CourseLesson } from '../../../../domain/lessons';
import { PATHS } from '../../../../domain/paths';
import { countOf, DIAMONDS, DIAMONDS_GENITIVE } from '../../../../domain/plural';
import { ApiError } from '../../../lib/api-error';
import { changedBy, useInvalidate, useMutation } from '../../../lib/query';
import { useResultFocus } from '../../../lib/use-result-focus';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useOwnProfile } from '../../../stores/own-profile';
import { buyLesson } from '../api/courses-api';

/**
 * «Купить за N алмазов»: the contract's byLecture purchase. The server's words are shown as they come
 * («Не хватает алмазов: …»; on success «Лекция куплена», handed to `onBought`: the button goes
 * away with the purchase, so its parent shows it); afterwards the figures and the course are
 * fetched again, so the header's diamonds and the path show the purchase.
 */
export function BuyLessonButton({ courseId, lesson, onBought }: { courseId: number; lesson: CourseLesson; onBought(message: string): void }) {
  const diamonds = useOwnProfile()?.diamonds;
  const [message, show] = useTimedMessage(ERROR_BANNER_MS);
  const [failed, setFailed] = useState(false);
  const [short, setShort] = useState(false);
  /** Each refusal takes the focus (a success goes to the parent's words: this button goes away). */
  const [refused, setRefused] = useState(0);
  const messageRef = useResultFocus<HTMLParagraphElement>(refused);
  const invalidate = useInvalidate();
  const purchase = useMutation({
    mutationFn: buyLesson,
    onSuccess(reply) {
      setFailed(false);
      setShort(false);
      show('');
      onBought(reply.message);
      return invalidate(changedBy.lessonPurchase);
    },
    onError(error) {
      setFailed(true);
      setShort(error instanceof ApiError && error.code === 'NOT_ENOUGH_DIAMONDS');
      show(error instanceof ApiError ? error.message : 'Не получилось купить урок. Попробуй ещё раз.');
      setRefused((count) => count + 1);
      // Someone else's purchase or a course that changed: the path shows the server's state.
      if (error instanceof ApiError && error.code === 'ALREADY_BOUGHT') void invalidate(changedBy.lessonPurchase);
    },
  });
  const missing = diamonds === undefined ? 0 : Math.max(0, lesson.price - diamonds);
  const buying = purchase.isPending;
  return (
    <div className="buy-lesson">
      <button
        type="button"
        className="button button--primary"
        disabled={buying}
        aria-busy={buying}
        onClick={() => purchase.mutate({ courseId, lessonId: lesson.id })}
      >
        {buying ? 'Покупаем...' : `Купить за ${countOf(lesson.price, DIAMONDS)}`}
        {!buying && <Icon name="diamond" size={20} />}
      </button>
      {missing > 0 && !message && <p className="buy-lesson__hint">Не хватает {countOf(missing, DIAMONDS_GENITIVE)}.</p>}
      <p
        ref={messageRef}
        tabIndex={-1}
        className={`result-slot buy-lesson__message${message ? ` banner ${failed ? 'banner--error' : 'banner--success'}` : ''}`}
        role="status"
      >
        {message}
        {message && short && (
          <>
            {' '}
            <Link to={PATHS.myLevel}>Как заработать алмазы</Link>
          </>
        )}
      </p>
    </div>
  );
}
