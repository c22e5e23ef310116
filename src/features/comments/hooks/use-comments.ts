import { useCallback, useEffect, useState } from 'react';
import type { Comment, JudgementReply, Section } from '../../../domain/comments';
import { getJudgement, listComments } from '../api/comments-api';

export type CommentList = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; comments: Comment[]; count: number };

interface Loaded {
  key: string;
  list: CommentList;
  judgement: JudgementReply | null;
}

/**
 * The comments and the vote total of one item, fetched together and again on `reload()` (after a
 * comment, a vote, a hide or a report: SPEC §4). A new item starts from «Идет загрузка...», and an
 * answer for an item the page has left is dropped.
 */
export function useComments(section: Section, id: number) {
  const key = `${section}:${id}`;
  const [loaded, setLoaded] = useState<Loaded>({ key, list: { kind: 'loading' }, judgement: null });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    const keep = (update: (current: Loaded) => Loaded) =>
      setLoaded((current) => (abort.signal.aborted ? current : update(current.key === key ? current : { key, list: { kind: 'loading' }, judgement: null })));
    listComments(section, id, abort.signal).then(
      ({ data, count }) => keep((current) => ({ ...current, list: { kind: 'ready', comments: data, count } })),
      () => keep((current) => ({ ...current, list: { kind: 'error' } })),
    );
    // The rating between the arrows is 0 when it cannot be read (SPEC §3).
    getJudgement(section, id, abort.signal).then(
      (judgement) => keep((current) => ({ ...current, judgement })),
      () => keep((current) => ({ ...current, judgement: null })),
    );
    return () => abort.abort();
  }, [section, id, key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = loaded.key === key ? loaded : { key, list: { kind: 'loading' } as const, judgement: null };
  return { list: current.list, judgement: current.judgement, reload };
}
