import { useState, type RefObject } from 'react';
import { Loader } from '../../../components/loader/loader';
import { levelName } from '../../../domain/constants';
import { countOf, DIAMONDS, RATING_POINTS } from '../../../domain/plural';
import { fullName, REVIEW_COMMENT_MAX, type QueueItem } from '../../../domain/review';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { formatDateTime } from '../../../domain/dates';
import { usePhoto } from '../hooks/use-photo';
import { PhotoZoom } from './photo-zoom';

interface ReviewDetailProps {
  item: QueueItem;
  busy: boolean;
  commentRef: RefObject<HTMLTextAreaElement | null>;
  onApprove(): void;
  onReturn(comment: string): void;
  onClose(): void;
}

/** The opened work: the photo full size and zoomable, the pupil, and the two decisions. */
export function ReviewDetail({ item, busy, commentRef, onApprove, onReturn, onClose }: ReviewDetailProps) {
  const photo = usePhoto(item.id, 'full');
  const [comment, setComment] = useState('');
  const trimmed = comment.trim();
  const tooLong = comment.length > REVIEW_COMMENT_MAX;

  return (
    <article className="review-detail" aria-label={`Работа: ${fullName(item.pupil)}, проект №${item.projectId}`}>
      <header className="review-detail__head">
        <img className="avatar" src={avatarUrl(item.pupil.photo)} alt="" width="48" height="48" onError={showDefaultAvatar} />
        <div>
          <h2>
            {fullName(item.pupil)} · №{item.projectId} {item.projectTitle}
          </h2>
          <p>
            Уровень {item.pupil.level} — {levelName(item.pupil.level)} · отправлено {formatDateTime(item.submittedAt)}
          </p>
        </div>
        <button type="button" className="button button--ghost button--small review-detail__close" onClick={onClose}>
          К списку
        </button>
      </header>

      {photo.url ? (
        <PhotoZoom src={photo.url} alt={`Фото проекта «${item.projectTitle}»`} photo={{ width: item.width, height: item.height }} />
      ) : photo.failed ? (
        <p role="alert">Фото не загрузилось. Обнови страницу.</p>
      ) : (
        <Loader size="small" text="Загружаем фото..." />
      )}

      <div className="review-detail__actions">
        <button type="button" className="button button--primary" onClick={onApprove} disabled={busy}>
          Принять: +{countOf(item.reward, DIAMONDS)} и +{countOf(item.reward, RATING_POINTS)}
        </button>
        <form
          className="review-detail__return"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed && !tooLong) onReturn(trimmed);
          }}
        >
          <label htmlFor={`return-${item.id}`}>Что исправить (ученик увидит это на странице проекта)</label>
          <textarea
            id={`return-${item.id}`}
            ref={commentRef}
            value={comment}
            rows={3}
            placeholder="Например: перепаяй минус светодиода, пайка не блестит"
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
            }}
          />
          <span className={`review-detail__counter${tooLong ? ' review-detail__counter--over' : ''}`}>
            {comment.length}/{REVIEW_COMMENT_MAX}
          </span>
          <button type="submit" className="button button--secondary" disabled={busy || !trimmed || tooLong}>
            Вернуть на доработку
          </button>
        </form>
      </div>
    </article>
  );
}
