import type { PhotoVerdict } from '../model/photo-quality';

interface PhotoCheckProps {
  verdict: PhotoVerdict;
  preview: string;
  onRetake(): void;
  onSendAnyway(): void;
}

/** Kindly says the photo is too dark or blurred to judge the build, with a way on either way. */
export function PhotoCheck({ verdict, preview, onRetake, onSendAnyway }: PhotoCheckProps) {
  const problem =
    verdict.dark && verdict.blurry
      ? 'Фото получилось тёмным и размытым'
      : verdict.dark
        ? 'Фото получилось тёмным'
        : 'Фото получилось размытым';
  return (
    <div className="photo-check" role="alertdialog" aria-labelledby="photo-check-title" aria-describedby="photo-check-text">
      <img className="photo-check__preview" src={preview} alt="Выбранное фото" />
      <div>
        <h3 id="photo-check-title">{problem}</h3>
        <p id="photo-check-text">
          {verdict.dark ? 'Включи свет или подойди к окну. ' : ''}
          {verdict.blurry ? 'Держи телефон ровно и подожди, пока камера наведёт резкость. ' : ''}
          Преподавателю нужно хорошо видеть каждую пайку.
        </p>
        <div className="photo-check__actions">
          <button type="button" className="button button--primary" onClick={onRetake}>
            Переснять
          </button>
          <button type="button" className="button button--secondary" onClick={onSendAnyway}>
            Отправить всё равно
          </button>
        </div>
      </div>
    </div>
  );
}
