import { useSubmissionPhoto } from '../../../components/marked-photo/use-submission-photo';
import { PHOTO_SLOT_NAMES, type Mark, type SubmissionPhoto } from '../../../../domain/review-conversation';

interface PhotoStripProps {
  submissionId: number;
  photos: readonly SubmissionPhoto[];
  current: number;
  marks: readonly Mark[];
  onPick(index: number): void;
}

/** The submission's photos side by side (front, back, a close-up): a tap opens one in the zoom. */
export function PhotoStrip({ submissionId, photos, current, marks, onPick }: PhotoStripProps) {
  if (photos.length < 2) return null;
  return (
    <div className="photo-strip" role="tablist" aria-label="Фото работы">
      {photos.map((photo) => (
        <StripItem key={photo.index} submissionId={submissionId} photo={photo} on={photo.index === current} marks={marks.filter((m) => m.photo === photo.index).length} onPick={() => onPick(photo.index)} />
      ))}
    </div>
  );
}

function StripItem({ submissionId, photo, on, marks, onPick }: { submissionId: number; photo: SubmissionPhoto; on: boolean; marks: number; onPick(): void }) {
  const thumb = useSubmissionPhoto(submissionId, photo.index, 'thumb');
  const name = PHOTO_SLOT_NAMES[photo.index] ?? `Фото ${photo.index + 1}`;
  return (
    <button type="button" role="tab" aria-selected={on} className={`photo-strip__item${on ? ' photo-strip__item--on' : ''}`} onClick={onPick}>
      {thumb.url ? <img src={thumb.url} alt="" /> : <span aria-hidden="true">…</span>}
      <span>
        {name}
        {marks > 0 ? ` · ${marks}` : ''}
      </span>
    </button>
  );
}
