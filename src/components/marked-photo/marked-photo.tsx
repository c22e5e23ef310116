import { useState } from 'react';
import { markWords, PHOTO_SLOT_NAMES, type Mark, type SubmissionPhoto } from '../../../domain/review-conversation';
import { MarksSvg } from './marks-svg';
import { useSubmissionPhoto } from './use-submission-photo';
import './marked-photo.css';

interface MarkedPhotoProps {
  submissionId: number;
  photo: SubmissionPhoto;
  /** All the submission's marks: only this photo's are drawn. */
  marks: readonly Mark[];
  alt: string;
  /** The pupil's own photos stay viewable offline once seen. */
  keepOffline?: boolean;
  /** Start at full size (no tap needed). */
  large?: boolean;
}

/**
 * A submission's photo with the teacher's marks drawn over it, read-only: small in a list, full
 * size after a tap; the marks can be hidden to see what is under them.
 */
export function MarkedPhoto({ submissionId, photo, marks, alt, keepOffline = false, large: startLarge = false }: MarkedPhotoProps) {
  const [large, setLarge] = useState(startLarge);
  const [showMarks, setShowMarks] = useState(true);
  const image = useSubmissionPhoto(submissionId, photo.index, large ? 'full' : 'thumb', keepOffline);
  const own = marks.filter((mark) => mark.photo === photo.index);
  const count = own.length;
  const ratio = photo.width > 0 && photo.height > 0 ? `${photo.width} / ${photo.height}` : '4 / 3';
  const slot = PHOTO_SLOT_NAMES[photo.index] ?? `Фото ${photo.index + 1}`;

  return (
    <figure className={`marked-photo${large ? ' marked-photo--large' : ''}`} data-submission-id={submissionId} data-photo-index={photo.index}>
      {image.failed ? (
        <p className="marked-photo__failed">Фото не загрузилось</p>
      ) : (
        <button
          type="button"
          className="marked-photo__frame"
          style={{ aspectRatio: ratio }}
          onClick={() => setLarge((was) => !was)}
          aria-label={large ? `${slot}: уменьшить фото` : `${slot}: открыть фото крупно`}
          aria-expanded={large}
        >
          {image.url ? <img src={image.url} alt={alt} /> : <span className="marked-photo__wait">Загружаем фото…</span>}
          {showMarks && count > 0 && <MarksSvg photo={photo} marks={marks} />}
        </button>
      )}
      <figcaption className="marked-photo__caption">
        <span>{slot}</span>
        {/* The drawing is hidden from a screen reader: its words are read here instead. */}
        {count > 0 && <span className="visually-hidden">{marksSaid(own)}</span>}
        {count > 0 && (
          <button type="button" className="button button--ghost button--small" onClick={() => setShowMarks((was) => !was)} aria-pressed={!showMarks}>
            {showMarks ? 'Скрыть пометки' : 'Показать пометки'}
          </button>
        )}
      </figcaption>
    </figure>
  );
}

interface MarkedPhotosProps {
  submissionId: number;
  photos: readonly SubmissionPhoto[];
  marks: readonly Mark[];
  alt: string;
  keepOffline?: boolean;
}

/** Every photo of a submission in a row (front, back, a close-up), each with its marks. */
export function MarkedPhotos({ submissionId, photos, marks, alt, keepOffline }: MarkedPhotosProps) {
  return (
    <div className="marked-photos">
      {photos.map((photo) => (
        <MarkedPhoto key={photo.index} submissionId={submissionId} photo={photo} marks={marks} alt={alt} keepOffline={keepOffline} />
      ))}
    </div>
  );
}

/** What the teacher drew, for a screen reader: «Пометки учителя: «холодная пайка», круг.» */
export function marksSaid(marks: readonly Mark[]): string {
  return `Пометки учителя: ${marks.map(markWords).join(', ')}.`;
}
