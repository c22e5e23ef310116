import { Link } from 'react-router-dom';
import { Loader } from '../../../components/loader/loader';
import { formatDateTime } from '../../../../domain/dates';
import { commentPlace, MODERATION_MSG, type ModerationComment } from '../../../../domain/moderation';
import { COMMENTS, countOf, REPORTS } from '../../../../domain/plural';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { getReports, setCommentHidden } from '../api/moderation-api';
import './moderation.css';

/**
 * «Жалобы» (docs/decisions/0278-the-reports-screen.md): every reported comment and every comment
 * no page shows, newest first, each hidden or shown again with one tap; made for a phone.
 */
export function ReportsPage() {
  const { data, error } = useQuery({ queryKey: queryKeys.moderation, queryFn: ({ signal }) => getReports(signal) });
  const [message, show] = useTimedMessage(4000);
  const invalidate = useInvalidate();
  const change = useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) => setCommentHidden(id, { hidden }),
    onSuccess: async (answer) => {
      await invalidate(changedBy.moderation);
      show(answer.message);
    },
    onError: (failure) => show(toApiError(failure).message),
  });

  if (!data) return error ? <p role="alert">{error.message}</p> : <Loader text="Загружаем жалобы..." />;
  return (
    <section className="moderation" aria-labelledby="moderation-title">
      <h2 id="moderation-title" className="visually-hidden">
        {MODERATION_MSG.title}
      </h2>
      <p className="page__lead">{MODERATION_MSG.intro}</p>
      <p className="moderation__status" role="status">
        {message}
      </p>
      {data.data.length === 0 ? (
        <p className="moderation__empty">{MODERATION_MSG.empty}</p>
      ) : (
        <>
          <p className="moderation__count">{countOf(data.count, COMMENTS)}</p>
          <ol className="moderation__list">
            {data.data.map((comment) => (
              <ReportCard
                key={comment.id}
                comment={comment}
                busy={change.isPending && change.variables?.id === comment.id}
                onHidden={(hidden) => change.mutate({ id: comment.id, hidden })}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function ReportCard({ comment, busy, onHidden }: { comment: ModerationComment; busy: boolean; onHidden: (hidden: boolean) => void }) {
  const place = commentPlace(comment.section, comment.itemId);
  const hidden = comment.hidden;
  return (
    <li className={`moderation__item card${hidden ? ' moderation__item--hidden' : ''}`} aria-label={`Комментарий ${comment.author.name}`}>
      <div className="moderation__meta">
        <strong>{comment.author.name}</strong>
        <time dateTime={new Date(comment.createdAt * 1000).toISOString()}>{formatDateTime(comment.createdAt)}</time>
      </div>
      <p className="moderation__text">{comment.text}</p>
      <div className="moderation__tags">
        {place.path ? <Link to={place.path}>{place.label}</Link> : <span>{place.label}</span>}
        {!comment.onPage && <span className="moderation__tag moderation__tag--corner">{MODERATION_MSG.noPage}</span>}
        {comment.reports > 0 && <span className="moderation__tag moderation__tag--reports">{countOf(comment.reports, REPORTS)}</span>}
      </div>
      {hidden && <p className="moderation__hidden">{MODERATION_MSG.hiddenBy(hidden.by?.name ?? 'учитель', formatDateTime(hidden.at))}</p>}
      <button type="button" className={`button button--small ${hidden ? 'button--secondary' : 'button--primary'}`} disabled={busy} onClick={() => onHidden(!hidden)}>
        {hidden ? MODERATION_MSG.show : MODERATION_MSG.hide}
      </button>
    </li>
  );
}
