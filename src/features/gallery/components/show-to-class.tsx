import { useId } from 'react';
import type { HistoryItem } from '../../../../domain/classes';
import { GALLERY_MSG } from '../../../../domain/gallery';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { getGallery, setShownToClass } from '../api/gallery-api';
import './gallery.css';

/**
 * «Показать классу» under a pupil's approved work in «Мои работы» (docs/decisions/0279-the-class-gallery.md):
 * whether it is shown comes from the class's gallery, where the pupil's own items always are.
 */
export function ShowToClass({ item, classId }: { item: HistoryItem; classId: number }) {
  const id = useId();
  const gallery = useQuery({ queryKey: queryKeys.gallery(classId), queryFn: ({ signal }) => getGallery(classId, signal) });
  const [message, show] = useTimedMessage(5000);
  const invalidate = useInvalidate();
  const change = useMutation({
    mutationFn: (shown: boolean) => setShownToClass(item.id, shown),
    onSuccess: async (answer) => {
      await invalidate(changedBy.gallery);
      show(answer.data.hidden ? GALLERY_MSG.hiddenByTeacher : answer.message);
    },
    onError: (failure) => show(toApiError(failure).message),
  });
  if (item.status !== 'approved' || !gallery.data) return null;
  const mine = gallery.data.items.find((one) => one.id === item.id);
  const shown = change.isPending ? change.variables : mine !== undefined;
  return (
    <div className="show-to-class">
      <label className="show-to-class__switch">
        <input type="checkbox" checked={shown} disabled={change.isPending} aria-describedby={`${id}-hint`} onChange={(event) => change.mutate(event.target.checked)} />
        <span>{GALLERY_MSG.showToClass}</span>
      </label>
      <p id={`${id}-hint`} className="show-to-class__hint">
        {mine?.hidden ? GALLERY_MSG.hiddenByTeacher : GALLERY_MSG.showHint}
      </p>
      <p className="show-to-class__note" role="status">
        {message}
      </p>
    </div>
  );
}
