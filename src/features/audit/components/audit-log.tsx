import { useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { formatDateTime } from '../../../../domain/dates';
import { keepPreviousData, queryKeys, useQuery } from '../../../lib/query';
import { getAudit } from '../api/get-audit';
import { auditSentence } from './audit-sentence';
import './audit.css';

/** The admin's trail of who approved, returned, undid, linked, moved or changed a role, newest first. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useQuery({
    queryKey: queryKeys.admin.audit(page),
    queryFn: ({ signal }) => getAudit(page, signal),
    placeholderData: keepPreviousData,
  });
  if (!data) return error ? <p role="alert">{error.message}</p> : <Loader size="small" />;
  const pages = Math.max(1, Math.ceil(data.count / data.pageSize));
  return (
    <section className="audit" aria-label="Журнал действий" aria-busy={isFetching}>
      {data.data.length === 0 ? (
        <p>Пока никто ничего не проверял и не менял.</p>
      ) : (
        <ol className="audit__list">
          {data.data.map((entry) => (
            <li key={entry.id}>
              <time dateTime={new Date(entry.createdAt * 1000).toISOString()}>{formatDateTime(entry.createdAt)}</time>
              <span>
                <strong>{entry.actor?.name || 'Система'}</strong> {auditSentence(entry)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="audit__pages" aria-label="Страницы журнала">
          <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Новее
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Старше
          </button>
        </nav>
      )}
    </section>
  );
}
