import { useSubmissionPhoto } from '../../../components/marked-photo/use-submission-photo';
import { Loader } from '../../../components/loader/loader';
import { GALLERY_MSG, type GalleryItem } from '../../../../domain/gallery';
import { countOf, WORKS } from '../../../../domain/plural';
import { toApiError } from '../../../lib/api-client';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { getGallery, setGalleryHidden, setReaction } from '../api/gallery-api';
import './gallery.css';

/**
 * A class's gallery (docs/decisions/0279-the-class-gallery.md): the builds its pupils showed, newest
 * first, each with «Я тоже собрал»; the class's teacher hides one with a tap.
 */
export function ClassGallery({ classId }: { classId: number }) {
  const gallery = useQuery({ queryKey: queryKeys.gallery(classId), queryFn: ({ signal }) => getGallery(classId, signal) });
  const [message, show] = useTimedMessage(4000);
  const client = useQueryClient();
  const invalidate = useInvalidate();

  const react = useMutation({
    mutationFn: ({ id, reacted }: { id: number; reacted: boolean }) => setReaction(id, reacted),
    onSuccess: (answer, { id }) => {
      // The answer carries the item's new count: no second read of the whole gallery.
      client.setQueryData(queryKeys.gallery(classId), (old: typeof gallery.data) =>
        old ? { ...old, items: old.items.map((item) => (item.id === id ? { ...item, reactions: answer.reactions, mine: answer.mine } : item)) } : old,
      );
    },
    onError: (failure) => show(toApiError(failure).message),
  });
  const hide = useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) => setGalleryHidden(id, hidden),
    onSuccess: async (answer) => {
      await invalidate(changedBy.gallery);
      show(answer.message);
    },
    onError: (failure) => show(toApiError(failure).message),
  });

  if (!gallery.data) return gallery.error ? <p role="alert">{gallery.error.message}</p> : <Loader text="Загружаем галерею..." />;
  const { items, staff, className } = gallery.data;
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="gallery__title">
        {className}
      </h2>
      <p className="gallery__status" role="status">
        {message}
      </p>
      {items.length === 0 ? (
        <p className="card gallery__empty">{staff ? GALLERY_MSG.emptyStaff : GALLERY_MSG.empty}</p>
      ) : (
        <>
          <p className="gallery__count">{countOf(items.length, WORKS)}</p>
          <ul className="gallery__grid">
            {items.map((item) => (
              <GalleryCard
                key={item.id}
                item={item}
                staff={staff}
                busy={(react.isPending && react.variables?.id === item.id) || (hide.isPending && hide.variables?.id === item.id)}
                onReact={() => react.mutate({ id: item.id, reacted: !item.mine })}
                onHide={() => hide.mutate({ id: item.id, hidden: !item.hidden })}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface CardProps {
  item: GalleryItem;
  staff: boolean;
  busy: boolean;
  onReact(): void;
  onHide(): void;
}

function GalleryCard({ item, staff, busy, onReact, onHide }: CardProps) {
  const thumb = useSubmissionPhoto(item.id, 0, 'thumb');
  const who = item.own ? 'Ты' : item.pupil.firstName;
  return (
    <li className={`gallery__item card${item.hidden ? ' gallery__item--hidden' : ''}`} data-gallery-item={item.id}>
      <div className="gallery__photo">
        {thumb.url ? <img src={thumb.url} alt={`${item.projectTitle}: собрал(а) ${item.pupil.firstName}`} /> : <span aria-hidden="true">{thumb.failed ? '!' : '…'}</span>}
      </div>
      <div className="gallery__body">
        <p className="gallery__project">{item.projectTitle}</p>
        <p className="gallery__who">{who}</p>
        {item.hidden && <p className="gallery__hidden">{item.own ? GALLERY_MSG.hiddenByTeacher : GALLERY_MSG.hiddenMark}</p>}
        <div className="gallery__actions">
          <span className="gallery__reactions">{GALLERY_MSG.alsoBuilt(item.reactions)}</span>
          {!staff && !item.own && (
            <button type="button" className={`gallery__react${item.mine ? ' gallery__react--on' : ''}`} aria-pressed={item.mine} disabled={busy} onClick={onReact}>
              {GALLERY_MSG.reaction}
            </button>
          )}
          {staff && (
            <button type="button" className="button button--secondary button--small" disabled={busy} onClick={onHide}>
              {item.hidden ? GALLERY_MSG.show : GALLERY_MSG.hide}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
