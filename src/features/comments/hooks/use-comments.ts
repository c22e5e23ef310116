import type { Comment, Section } from '../../../../domain/comments';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { getJudgement, listComments } from '../api/comments-api';

export type CommentList = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; comments: Comment[]; count: number };

/**
 * The comments and the vote total of one item. A new item starts from «Идет загрузка...»; after a
 * write on it (`useCommentWrite`) both are fetched again, wherever they are on screen.
 */
export function useComments(section: Section, id: number) {
  const list = useQuery({ queryKey: queryKeys.comments.list(section, id), queryFn: ({ signal }) => listComments(section, id, signal) });
  const judgement = useQuery({ queryKey: queryKeys.comments.judgement(section, id), queryFn: ({ signal }) => getJudgement(section, id, signal) });
  const shown: CommentList = list.data
    ? { kind: 'ready', comments: list.data.data, count: list.data.count }
    : list.isError
      ? { kind: 'error' }
      : { kind: 'loading' };
  // The rating between the arrows is 0 when it cannot be read.
  return { list: shown, judgement: judgement.data ?? null };
}

/** A comment, a vote, a hide or a report on one item: its list and vote total refresh once it succeeds. */
export function useCommentWrite<Variables, Reply>(section: Section, id: number, write: (variables: Variables) => Promise<Reply>) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: write,
    onSuccess: () => void invalidate(changedBy.comment(section, id)),
  });
}
