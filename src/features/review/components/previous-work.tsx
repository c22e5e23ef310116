import { Loader } from '../../../components/loader/loader';
import { MarkedPhotos } from '../../../components/marked-photo/marked-photo';
import { SubmissionThread, TEACHER_REPLY_HINT } from '../../../components/submission-thread/submission-thread';
import { formatDateTime } from '../../../../domain/dates';
import { queryKeys, useQuery } from '../../../lib/query';
import { getSubmission } from '../api/get-submission';

/** The returned submission a resubmission answers: its photos with the earlier marks, and its thread. */
export function PreviousWork({ submissionId }: { submissionId: number }) {
  const previous = useQuery({ queryKey: queryKeys.review.submission(submissionId), queryFn: ({ signal }) => getSubmission(submissionId, signal) });
  return (
    <section className="previous-work" aria-label="Прошлая попытка" data-previous-id={submissionId}>
      <h3>Прошлая попытка</h3>
      {previous.data ? (
        <>
          <p className="previous-work__when">
            Отправлено {formatDateTime(previous.data.submittedAt)}
            {previous.data.reviewedAt !== null && <>, возвращено {formatDateTime(previous.data.reviewedAt)}</>}
          </p>
          <MarkedPhotos
            submissionId={submissionId}
            photos={previous.data.photos}
            marks={previous.data.marks}
            alt={`Прошлое фото проекта «${previous.data.projectTitle}»`}
          />
          {previous.data.messages.length === 0 && previous.data.comment && <blockquote className="work-item__comment">{previous.data.comment}</blockquote>}
          <SubmissionThread submissionId={submissionId} initial={previous.data.messages} placeholder={TEACHER_REPLY_HINT} />
        </>
      ) : previous.isError ? (
        <p role="alert">{previous.error.message}</p>
      ) : (
        <Loader size="small" text="Загружаем прошлую попытку..." />
      )}
    </section>
  );
}
