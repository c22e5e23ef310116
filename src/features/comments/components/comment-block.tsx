import type { ReactNode } from 'react';
import { COMMENT_MESSAGES, type Section } from '../../../../domain/comments';
import { isStaff } from '../../../../domain/constants';
import { tokenUserId } from '../../../lib/jwt';
import { useOwnProfile } from '../../../stores/own-profile';
import { useSession } from '../../../stores/session';
import { useComments } from '../hooks/use-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { VoteCounter } from './vote-counter';
import './comments.css';

export interface CommentBlockProps {
  section: Section;
  id: number;
  /** A project page: its own alerts for an empty comment, success and failure. */
  project?: boolean;
  title?: string;
  /** Shown under the title: the community channel on a profile. */
  children?: ReactNode;
}

/**
 * The comments of one item: the like/dislike counter with the rating, the list with
 * its count, newest first, and the new-comment form. Used on every page the contract gives comments.
 */
export function CommentBlock({ section, id, project = false, title = 'Комментарии', children }: CommentBlockProps) {
  const { list, judgement } = useComments(section, id);
  const profile = useOwnProfile();
  // From the token when the profile has not come yet (offline, a slow network): the form asks to log
  // in again only when the token itself carries no user id.
  const tokenId = useSession((s) => (profile ? undefined : tokenUserId(s.token)));
  const viewerId = profile?.id ?? tokenId;
  const staff = isStaff(profile?.role);
  const titleId = `comments-title-${section}-${id}`;

  return (
    <section id="comments" className="comments" aria-labelledby={titleId} data-section={section} data-item-id={id}>
      <div className="comments__top">
        <h2 id={titleId} className="comments__title">
          {title}
          {list.kind === 'ready' && <span className="comments__count"> {list.count}</span>}
        </h2>
        <VoteCounter section={section} id={id} judgement={judgement} readOnly={section === 'ProfileUser' && id === viewerId} />
      </div>
      {children}
      <CommentForm section={section} id={id} project={project} userId={viewerId} />
      {list.kind === 'loading' && <p className="comments__state">{COMMENT_MESSAGES.loading}</p>}
      {list.kind === 'error' && (
        <p className="comments__state comments__state--error" role="alert">
          {COMMENT_MESSAGES.loadFailed}
        </p>
      )}
      {list.kind === 'ready' && list.comments.length === 0 && <p className="comments__state">{COMMENT_MESSAGES.none}</p>}
      {list.kind === 'ready' && list.comments.length > 0 && (
        <ol className="comments__list">
          {list.comments.map((comment) => (
            <CommentItem key={comment.id} section={section} itemId={id} comment={comment} viewerId={viewerId} staff={staff} />
          ))}
        </ol>
      )}
    </section>
  );
}
