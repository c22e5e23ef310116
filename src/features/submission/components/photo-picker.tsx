import { useRef, type ChangeEvent } from 'react';
import { Icon } from '../../../components/icon/icon';

interface PhotoPickerProps {
  file: File | null;
  preview: string | undefined;
  mobile: boolean;
  disabled: boolean;
  onPick(file: File | null): void;
}

/** The camera (on a phone) or the gallery, and the chosen photo's preview. */
export function PhotoPicker({ file, preview, mobile, disabled, onPick }: PhotoPickerProps) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(event.target.files?.[0] ?? null);
    // The same file chosen again (after «Переснять») must fire change again.
    event.target.value = '';
  };

  return (
    <div className="picker">
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={picked} data-testid="camera-input" />
      <input
        ref={gallery}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        hidden
        onChange={picked}
        data-testid="photo-input"
      />
      <div className="picker__buttons">
        {mobile && (
          <button type="button" className="button button--secondary" onClick={() => camera.current?.click()} disabled={disabled}>
            <Icon name="camera" size={20} /> Сфотографировать
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => gallery.current?.click()} disabled={disabled}>
          <Icon name="grid" size={20} /> {mobile ? 'Из галереи' : 'Выбрать фото'}
        </button>
      </div>
      {file && (
        <div className="picker__chosen">
          {preview && <img src={preview} alt="Выбранное фото" className="picker__preview" />}
          <span className="picker__name">{file.name}</span>
        </div>
      )}
    </div>
  );
}
