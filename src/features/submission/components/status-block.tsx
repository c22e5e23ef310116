import { Loader } from '../../../components/loader/loader';
import { MarkedPhotos } from '../../../components/marked-photo/marked-photo';
import { SubmissionThread } from '../../../components/submission-thread/submission-thread';
import { countOf, DIAMONDS, RATING_POINTS } from '../../../../domain/plural';
import type { ShownStatus } from '../model/project-status';

interface StatusBlockProps {
  status: ShownStatus;
  reward: number;
  onRetry(): void;
}

/** The decided work: the photos with the teacher's marks (kept for offline) and the thread to answer in. */
function DecidedWork({ status }: { status: Extract<ShownStatus, { filename: string }> }) {
  if (status.submissionId === undefined) return null;
  return (
    <div className="status__work">
      {status.photos && status.photos.length > 0 && (
        <MarkedPhotos submissionId={status.submissionId} photos={status.photos} marks={status.marks ?? []} alt="Фото твоего проекта" keepOffline />
      )}
      <SubmissionThread submissionId={status.submissionId} shownComment={status.comment} />
    </div>
  );
}

/** The project review status (docs/product.md §5): not submitted, pending, approved, returned, or unknown with a retry. */
export function StatusBlock({ status, reward, onRetry }: StatusBlockProps) {
  switch (status.kind) {
    case 'loading':
      return <Loader size="small" text="Загрузка..." />;
    case 'not_submitted':
      return (
        <p className="status status--new" data-status="not_submitted">
          Проект ещё не сдан. Собери его, сфотографируй и отправь фото преподавателю — получишь{' '}
          {countOf(reward, DIAMONDS)} и {countOf(reward, RATING_POINTS)}.
        </p>
      );
    case 'pending':
      return (
        <div className="status status--pending" data-status="pending">
          <p>
            <strong>Отправлено на проверку.</strong> Преподаватель посмотрит фото и начислит награду.
          </p>
          {status.filename && <p className="status__file">Файл: {status.filename}</p>}
        </div>
      );
    case 'approved':
      return (
        <div className="status status--approved" data-status="approved">
          <p>
            <strong>Проект принят!</strong> +{countOf(reward, DIAMONDS)} и +{countOf(reward, RATING_POINTS)} уже у тебя.
          </p>
          {status.filename && <p className="status__file">Файл: {status.filename}</p>}
          {status.comment && <blockquote className="status__comment">{status.comment}</blockquote>}
          <DecidedWork status={status} />
        </div>
      );
    case 'returned':
      return (
        <div className="status status--returned" data-status="returned">
          <p>
            <strong>Преподаватель вернул проект на доработку.</strong>
          </p>
          {status.comment && <blockquote className="status__comment">{status.comment}</blockquote>}
          <DecidedWork status={status} />
          <p>Исправь и отправь новое фото.</p>
        </div>
      );
    case 'unknown':
      return (
        <div className="status status--unknown" data-status="unknown" role="alert">
          <p>{status.message}</p>
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            Повторить
          </button>
        </div>
      );
  }
}
