import type { ReactNode } from 'react';
import type { HistoryItem } from '../../../domain/classes';
import { formatDateTime as when } from '../../../domain/dates';
import { Icon, type IconName } from '../icon/icon';
import { MarkedPhotos } from '../marked-photo/marked-photo';
import { SubmissionThread } from '../submission-thread/submission-thread';
import './work-history.css';

export const WORK_STATUS: Record<HistoryItem['status'], { text: string; icon: IconName }> = {
  pending: { text: 'Ждёт проверки', icon: 'camera' },
  returned: { text: 'Вернули на доработку', icon: 'arrowLeft' },
  approved: { text: 'Принято', icon: 'check' },
};

interface WorkHistoryProps {
  items: readonly HistoryItem[];
  /** Said when there is nothing yet. */
  empty: string;
  /** Whose words the comment is, from the reader's side: «Учитель» for the pupil, the name for staff. */
  reviewerLabel?: (item: HistoryItem) => string;
  /** What the reader may do with one submission (staff: undo a fresh decision). */
  actions?: (item: HistoryItem) => ReactNode;
  /** The pupil's own works: photos with marks stay viewable offline once seen. */
  keepOffline?: boolean;
  /** A parent reads the thread but does not write in it. */
  readOnly?: boolean;
}

function reviewerName(item: HistoryItem): string {
  if (!item.reviewer) return 'Учитель';
  return [item.reviewer.firstName, item.reviewer.lastName].filter(Boolean).join(' ');
}

/** Submissions newest first: the photo, the status, when, and the teacher's words. */
export function WorkHistory({ items, empty, reviewerLabel = reviewerName, actions, keepOffline = false, readOnly = false }: WorkHistoryProps) {
  if (items.length === 0) return empty ? <p className="work-history__empty">{empty}</p> : null;
  return (
    <ol className="work-history">
      {items.map((item) => {
        const status = WORK_STATUS[item.status];
        return (
          <li key={item.id} id={`work-${item.id}`} className={`work-item work-item--${item.status}`} data-status={item.status}>
            <MarkedPhotos
              submissionId={item.id}
              photos={item.photos.length > 0 ? item.photos : [{ index: 0, width: item.width, height: item.height }]}
              marks={item.marks}
              alt={`Фото проекта «${item.projectTitle}»`}
              keepOffline={keepOffline}
            />
            <div className="work-item__text">
              <h3 className="work-item__title">
                №{item.projectId} {item.projectTitle}
              </h3>
              <p className="work-item__status">
                <Icon name={status.icon} size={18} /> {status.text}
              </p>
              <p className="work-item__when">
                Отправлено {when(item.submittedAt)}
                {item.reviewedAt !== null && item.status !== 'pending' && <>, проверено {when(item.reviewedAt)}</>}
              </p>
              {item.comment && (
                <blockquote className="work-item__comment">
                  <span className="work-item__comment-who">{reviewerLabel(item)}:</span> {item.comment}
                </blockquote>
              )}
              {/* The decision's words are the thread's first message: said once, above. */}
              {(item.messages.length > 0 || (item.status !== 'pending' && !readOnly)) && (
                <SubmissionThread
                  submissionId={item.id}
                  initial={item.messages}
                  shownComment={item.comment ?? undefined}
                  readOnly={readOnly}
                  live={item.messages.length > 0}
                />
              )}
              {actions?.(item)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
