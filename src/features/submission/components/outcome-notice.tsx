import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MarkedPhotos } from '../../../components/marked-photo/marked-photo';
import { getUnreadThreads } from '../../../components/submission-thread/thread-api';
import { authorLabel } from '../../../components/submission-thread/submission-thread';
import { projectPath } from '../../../../domain/paths';
import { countOf, DIAMONDS, RATING_POINTS } from '../../../../domain/plural';
import type { Notice } from '../../../../domain/review';
import { changedBy, queryKeys, useInvalidate, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { getNotices, markNoticesSeen } from '../api/notices';
import { getProjectStatus } from '../api/get-project-status';
import { useRoomBelow } from '../hooks/use-room-below';
import './submission.css';

const NONE: readonly Notice[] = [];

/**
 * When the app opens, tells the pupil what the teacher decided about their work since last time:
 * «Проект «Радио» принят! +16 алмазов, +16 рейтинга», or the teacher's comment with a link.
 * Each outcome is shown once.
 */
export function OutcomeNotice() {
  const role = useOwnProfile()?.role;
  const invalidate = useInvalidate();
  // Asked once per start: the server forgets a notice once it is marked seen.
  const { data: found = NONE } = useQuery({
    queryKey: queryKeys.notices,
    queryFn: getNotices,
    enabled: role === 'pupil',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [closed, setClosed] = useState<readonly number[]>([]);
  const notices = found.filter((n) => !closed.includes(n.submissionId));

  useEffect(() => {
    if (found.length === 0) return;
    void markNoticesSeen(found.map((n) => n.submissionId)).catch(() => {});
    // The figures in the header and profile include the new reward; the project shows its status.
    if (found.some((n) => n.status === 'approved')) void invalidate(changedBy.outcome);
  }, [found, invalidate]);

  const notice = notices[0];
  if (!notice) return role === 'pupil' ? <UnreadNotice /> : null;
  const close = () => setClosed((ids) => [...ids, notice.submissionId]);
  const approved = notice.status === 'approved';
  return (
    <NoticeFrame labelledBy="outcome-title" status={notice.status}>
        <h2 id="outcome-title">
          {approved ? `Проект «${notice.projectTitle}» принят!` : `Проект «${notice.projectTitle}» вернули на доработку`}
        </h2>
        {approved ? (
          <p className="outcome-notice__reward">
            +{countOf(notice.reward, DIAMONDS)}, +{countOf(notice.reward, RATING_POINTS)}
          </p>
        ) : (
          notice.comment && <blockquote className="status__comment">{notice.comment}</blockquote>
        )}
        <NoticeMarks projectId={notice.projectId} submissionId={notice.submissionId} />
        <div className="outcome-notice__actions">
          {!approved && (
            <Link className="button button--primary" to={projectPath(notice.projectId)} onClick={close}>
              К проекту
            </Link>
          )}
          <button type="button" className={`button ${approved ? 'button--primary' : 'button--secondary'}`} onClick={close} autoFocus>
            {approved ? 'Ура!' : 'Понятно'}
          </button>
        </div>
    </NoticeFrame>
  );
}

/** The teacher's marks on the decided work, when there are some: the pupil sees where at once. */
function NoticeMarks({ projectId, submissionId }: { projectId: number; submissionId: number }) {
  const status = useQuery({ queryKey: queryKeys.projects.status(projectId), queryFn: ({ signal }) => getProjectStatus(projectId, signal) });
  const data = status.data?.data;
  if (!data || data.submissionId !== submissionId || !data.marks?.length || !data.photos?.length) return null;
  const marked = data.photos.filter((photo) => data.marks!.some((mark) => mark.photo === photo.index));
  return <MarkedPhotos submissionId={submissionId} photos={marked} marks={data.marks} alt="Фото твоего проекта с пометками учителя" keepOffline />;
}

/** A teacher's new message in a work's thread: once per start, with the way to the project's page. */
function UnreadNotice() {
  const { data: threads = [] } = useQuery({
    queryKey: queryKeys.review.unread,
    queryFn: ({ signal }) => getUnreadThreads(signal),
    refetchOnWindowFocus: false,
  });
  const [closed, setClosed] = useState<readonly number[]>([]);
  const thread = threads.find((t) => !closed.includes(t.submissionId));
  if (!thread) return null;
  const close = () => setClosed((ids) => [...ids, thread.submissionId]);
  return (
    <NoticeFrame labelledBy="thread-notice-title" status="returned">
        <h2 id="thread-notice-title">Новое сообщение о проекте «{thread.projectTitle}»</h2>
        <blockquote className="status__comment">
          <strong>{authorLabel(thread.last.author)}:</strong> {thread.last.text}
        </blockquote>
        <div className="outcome-notice__actions">
          <Link className="button button--primary" to={`${projectPath(thread.projectId)}#project-status`} onClick={close}>
            Ответить
          </Link>
          <button type="button" className="button button--secondary" onClick={close}>
            Понятно
          </button>
        </div>
    </NoticeFrame>
  );
}

/** The notice's box at the bottom of the screen; the page keeps its focused control above it. */
function NoticeFrame({ labelledBy, status, children }: { labelledBy: string; status: string; children: ReactNode }) {
  const room = useRoomBelow<HTMLDivElement>();
  return (
    <div className="outcome-notice" role="dialog" aria-modal="false" aria-labelledby={labelledBy}>
      <div ref={room} className={`outcome-notice__card outcome-notice__card--${status}`}>
        {children}
      </div>
    </div>
  );
}
