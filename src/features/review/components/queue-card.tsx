import { levelName } from '../../../../domain/constants';
import { fullName, type QueueItem } from '../../../../domain/review';
import { avatarUrl, showDefaultAvatar } from '../../../lib/avatar-url';
import { formatDateTime } from '../../../../domain/dates';
import { useSubmissionPhoto } from '../../../components/marked-photo/use-submission-photo';

interface QueueCardProps {
  item: QueueItem;
  selected: boolean;
  onOpen(): void;
}

/** One piece of pending work in the list: thumbnail, pupil, project, when it was sent. */
export function QueueCard({ item, selected, onOpen }: QueueCardProps) {
  const thumb = useSubmissionPhoto(item.id, 0, 'thumb');
  return (
    <button
      type="button"
      className={`queue-card${selected ? ' queue-card--selected' : ''}`}
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      data-submission-id={item.id}
    >
      <span className="queue-card__thumb">
        {thumb.url ? <img src={thumb.url} alt="" width="96" height="96" /> : <span aria-hidden="true">{thumb.failed ? '!' : '…'}</span>}
      </span>
      <span className="queue-card__body">
        <span className="queue-card__pupil">
          <img className="avatar" src={avatarUrl(item.pupil.photo)} alt="" width="28" height="28" onError={showDefaultAvatar} />
          <strong>{fullName(item.pupil)}</strong>
          <span className="queue-card__level">ур. {item.pupil.level} · {levelName(item.pupil.level)}</span>
        </span>
        {item.className && <span className="queue-card__class">{item.className}</span>}
        <span className="queue-card__project">
          №{item.projectId} {item.projectTitle}
        </span>
        <span className="queue-card__time">
          {formatDateTime(item.submittedAt)}
          {item.recordedBy ? ` · записал(а) ${item.recordedBy}` : ''}
        </span>
      </span>
    </button>
  );
}
