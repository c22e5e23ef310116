import { useRef, type ChangeEvent } from 'react';
import { Icon } from '../../../components/icon/icon';

interface PhotoPickerProps {
  file: File | null;
  preview: string | undefined;
  mobile: boolean;
  disabled: boolean;
  onPick(file: File | null): void;
  /** Which slot (0 «Спереди», 1 «Сзади», 2 «Крупно»): the first keeps the plain test ids. */
  slot?: number;
  /** The slot's name, said on its buttons and preview. */
  label?: string;
}

/** The camera (on a phone) or the gallery, and the chosen photo's preview. */
export function PhotoPicker({ file, preview, mobile, disabled, onPick, slot = 0, label }: PhotoPickerProps) {
  const suffix = slot === 0 ? '' : `-${slot}`;
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(event.target.files?.[0] ?? null);
    // The same file chosen again (after «Переснять») must fire change again.
    event.target.value = '';
  };

  return (
    <div className="picker">
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={picked} data-testid={`camera-input${suffix}`} />
      <input
        ref={gallery}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        hidden
        onChange={picked}
        data-testid={`photo-input${suffix}`}
      />
      <div className="picker__buttons">
        {mobile && (
          <button type="button" className="button button--secondary" onClick={() => camera.current?.click()} disabled={disabled} aria-label={label ? `${label}: сфотографировать` : undefined}>
            <Icon name="camera" size={20} /> Сфотографировать
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => gallery.current?.click()}
          disabled={disabled}
          aria-label={label ? `${label}: ${mobile ? 'из галереи' : 'выбрать фото'}` : undefined}
        >
          <Icon name="grid" size={20} /> {mobile ? 'Из галереи' : 'Выбрать фото'}
        </button>
      </div>
      {file && (
        <div className="picker__chosen">
          {preview && <img src={preview} alt={label ? `Выбранное фото: ${label.toLowerCase()}` : 'Выбранное фото'} className="picker__preview" />}
          <span className="picker__name">{file.name}</span>
          {slot > 0 && (
            <button type="button" className="button button--ghost button--small" onClick={() => onPick(null)} disabled={disabled}>
              Убрать
            </button>
          )}
        </div>
      )}
    </div>
  );
}
