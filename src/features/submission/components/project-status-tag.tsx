import type { SubmissionStatus } from '../../../../domain/submission';
import './submission.css';

const LABELS: Partial<Record<SubmissionStatus, string>> = {
  pending: 'Отправлен',
  approved: 'Принят',
  returned: 'На доработке',
};

/** A project card's status: sent, approved, returned (nothing while not submitted). */
export function ProjectStatusTag({ status }: { status: SubmissionStatus | undefined }) {
  const label = status && LABELS[status];
  if (!label) return null;
  return <span className={`status-tag status-tag--${status}`}>{label}</span>;
}
