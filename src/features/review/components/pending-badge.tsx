import { usePendingCount } from '../hooks/use-queue';
import './review.css';

/** How much work waits for the teacher, beside «Проверка работ» in the menus. */
export function PendingBadge() {
  const count = usePendingCount();
  if (!count) return null;
  return (
    <span className="pending-badge" aria-label={`ждут проверки: ${count}`}>
      {count}
    </span>
  );
}
