import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import type { Comment, Section } from '../../../../domain/comments';
import { levelName } from '../../../../domain/constants';
import { publicProfilePath } from '../../../../domain/paths';
import { reportComment, setHidden } from '../api/comments-api';
import { useCommentWrite } from '../hooks/use-comments';
import { commentDate } from '../model/comment-date';

interface CommentItemProps {
  /** The item the comment is under: its list is fetched again after a hide or a report. */
  section: Section;
  itemId: number;
  comment: Comment;
  viewerId: number | undefined;
  staff: boolean;
}

const STAFF_TITLES: Record<string, string> = { teacher: 'Учитель', admin: 'Администратор' };

/** One comment: the author's avatar in its level frame (opens their profile), name, level, date, text. */
export function CommentItem({ section, itemId, comment, viewerId, staff }: CommentItemProps) {
  const { author } = comment;
  const [note, setNote] = useState('');
  const write = useCommentWrite(section, itemId, (run: () => Promise<{ message: string }>) => run());
  const busy = write.isPending;
  const own = comment.idUser === viewerId;

  function act(run: () => Promise<{ message: string }>) {
    write.mutate(run, {
      onSuccess: (answer) => setNote(answer.message),
      onError: (error) => setNote(error.message),
    });
  }

  return (
    <li className={`comment${comment.hidden ? ' comment--hidden' : ''}`}>
      <Link to={publicProfilePath(comment.idUser)} className="comment__avatar" aria-label={`Профиль: ${author.firstName}`}>
        <Avatar photo={author.photo} level={author.role === 'pupil' ? author.level : 0} size={48} />
      </Link>
      <div className="comment__body">
        <p className="comment__head">
          <Link to={publicProfilePath(comment.idUser)} className="comment__name">
            {author.firstName}
          </Link>
          <span className="comment__level">{STAFF_TITLES[author.role] ?? levelName(author.level)}</span>
          <time className="comment__date" dateTime={new Date(comment.timeComent * 1000).toISOString()}>
            {commentDate(comment.timeComent)}
          </time>
        </p>
        {/* Shown as text: React escapes it, and nothing a user wrote is ever set as HTML. */}
        <p className="comment__text">{comment.textComent}</p>
        <div className="comment__actions">
          {staff && comment.hidden && <span className="comment__flag">Скрыт от учеников</span>}
          {staff && comment.reports > 0 && <span className="comment__flag">Жалоб: {comment.reports}</span>}
          {staff && (
            <button type="button" className="comment__action" disabled={busy} onClick={() => act(() => setHidden(comment.id, !comment.hidden))}>
              {comment.hidden ? 'Показать' : 'Скрыть'}
            </button>
          )}
          {!staff && !own && !comment.reportedByMe && (
            <button type="button" className="comment__action" disabled={busy} onClick={() => act(() => reportComment(comment.id))}>
              Пожаловаться
            </button>
          )}
          {!staff && comment.reportedByMe && !note && <span className="comment__flag">Жалоба отправлена</span>}
          {note && (
            <span className="comment__note" role="status">
              {note}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
