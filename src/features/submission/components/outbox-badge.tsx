import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { projects } from '../../../content/projects';
import { projectPath } from '../../../../domain/paths';
import { useOutbox } from '../hooks/use-outbox';
import './submission.css';

/** The header's count of photos waiting to be sent, with links to their projects. */
export function OutboxBadge() {
  const waiting = useOutbox();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  if (waiting.length === 0) return null;
  const label = `Фото ждут отправки: ${waiting.length}`;
  return (
    <div className="outbox-badge" ref={root}>
      <button type="button" className="outbox-badge__button" aria-label={label} title={label} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Icon name="camera" size={22} />
        <span className="outbox-badge__count">{waiting.length}</span>
      </button>
      {open && (
        <div className="outbox-badge__list">
          <p>Ждут отправки — уйдут сами, когда будет интернет:</p>
          <ul>
            {waiting.map((record) => (
              <li key={record.id}>
                <Link to={projectPath(record.projectId)} onClick={() => setOpen(false)}>
                  №{record.projectId} {projects.find((p) => p.id === record.projectId)?.title ?? ''}
                </Link>
                {record.state === 'rejected' && <span className="outbox-badge__refused"> — не принято</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
