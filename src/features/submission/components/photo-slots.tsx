import { MAX_SUBMISSION_PHOTOS, PHOTO_SLOT_NAMES } from '../../../../domain/review-conversation';
import { useObjectUrl } from '../../../lib/use-object-url';
import { PhotoPicker } from './photo-picker';

interface PhotoSlotsProps {
  files: readonly (File | null)[];
  mobile: boolean;
  disabled: boolean;
  onPick(slot: number, file: File | null): void;
}

/**
 * Up to three photos of one build: «Спереди» (needed), «Сзади» and «Крупно» (if the pupil wants
 * the teacher to see the solder side or a joint up close). The next slot opens when one is filled.
 */
export function PhotoSlots({ files, mobile, disabled, onPick }: PhotoSlotsProps) {
  const shown = Math.min(MAX_SUBMISSION_PHOTOS, files.filter(Boolean).length + 1);
  return (
    <div className="photo-slots">
      {Array.from({ length: shown }, (_, slot) => (
        <Slot key={slot} slot={slot} file={files[slot] ?? null} mobile={mobile} disabled={disabled} onPick={(file) => onPick(slot, file)} />
      ))}
    </div>
  );
}

function Slot({ slot, file, mobile, disabled, onPick }: { slot: number; file: File | null; mobile: boolean; disabled: boolean; onPick(file: File | null): void }) {
  const preview = useObjectUrl(file);
  const name = PHOTO_SLOT_NAMES[slot] ?? `Фото ${slot + 1}`;
  return (
    <fieldset className="photo-slot">
      <legend>
        {name}
        {slot === 0 ? '' : ' (если хочешь)'}
      </legend>
      <PhotoPicker file={file} preview={preview} mobile={mobile} disabled={disabled} onPick={onPick} slot={slot} label={slot === 0 ? undefined : name} />
    </fieldset>
  );
}

/** The chosen photos in slot order, without the empty slots. */
export function chosenPhotos(files: readonly (File | null)[]): File[] {
  return files.filter((file): file is File => file !== null);
}
