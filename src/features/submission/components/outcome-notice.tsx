import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Notice } from '../../../domain/review';
import { projectPath } from '../../../domain/paths';
import { useSession } from '../../../stores/session';
import { getNotices, markNoticesSeen } from '../api/notices';
import './submission.css';

/**
 * When the app opens, tells the pupil what the teacher decided about their work since last time:
 * «Проект «Радио» принят! +16 алмазов, +16 рейтинга», or the teacher's comment with a link.
 * Each outcome is shown once.
 */
export function OutcomeNotice() {
  const role = useSession((s) => s.profile?.role);
  const refreshProfile = useSession((s) => s.refreshProfile);
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(() => {
    if (role !== 'pupil') return;
    let current = true;
    getNotices().then(
      (found) => {
        if (!current || found.length === 0) return;
        setNotices(found);
        void markNoticesSeen(found.map((n) => n.submissionId)).catch(() => {});
        // The figures in the header and profile include the new reward.
        if (found.some((n) => n.status === 'approved')) void refreshProfile();
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [role, refreshProfile]);

  const notice = notices[0];
  if (!notice) return null;
  const close = () => setNotices((list) => list.slice(1));
  const approved = notice.status === 'approved';
  return (
    <div className="outcome-notice" role="dialog" aria-modal="false" aria-labelledby="outcome-title">
      <div className={`outcome-notice__card outcome-notice__card--${notice.status}`}>
        <h2 id="outcome-title">
          {approved ? `Проект «${notice.projectTitle}» принят!` : `Проект «${notice.projectTitle}» вернули на доработку`}
        </h2>
        {approved ? (
          <p className="outcome-notice__reward">
            +{notice.reward} алмазов, +{notice.reward} рейтинга
          </p>
        ) : (
          notice.comment && <blockquote className="status__comment">{notice.comment}</blockquote>
        )}
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
      </div>
    </div>
  );
}
