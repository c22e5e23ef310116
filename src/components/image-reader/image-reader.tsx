import { useId, useLayoutEffect, useRef, useState, type FormEvent, type PointerEvent } from 'react';
import type { Picture } from '../../content/types';
import { canPan, CENTER, pan, sheetFromInput, swipeDelta, wrapIndex, ZOOM, zoomIn, zoomOut, type Offset } from './reader-model';
import './image-reader.css';

/** A picture to read; a photo whose size is not known yet has none. */
export type ReaderImage = Pick<Picture, 'src' | 'alt'> & Partial<Pick<Picture, 'width' | 'height'>>;

interface ImageReaderProps {
  images: readonly ReaderImage[];
  /** What is being read, for screen readers: «Комикс», «Схемы». */
  label: string;
  zoomable?: boolean;
}

/** A reader with this many sheets or more offers «перейти к листу». */
const JUMP_FROM = 13;

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Pages through pictures: buttons, ← and → on the keyboard, a sideways swipe on a phone, and for
 * long series a jump to a sheet number. Zoom 0.5–2 with the buttons; above 1 the picture pans
 * instead of swiping. A new sheet starts at 100 %.
 */
export function ImageReader({ images, label, zoomable = false }: ImageReaderProps) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const [offset, setOffset] = useState<Offset>(CENTER);
  const [jump, setJump] = useState('');
  const [jumpError, setJumpError] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const jumpId = useId();
  const count = images.length;
  const picture = images[index];
  const several = count > 1;

  function show(next: number) {
    setIndex(next);
    setZoom(ZOOM.start);
    setOffset(CENTER);
  }

  function go(delta: number) {
    show(wrapIndex(index, delta, count));
  }

  // ← and → turn pages anywhere on the page, unless the pupil is typing (a comment, the sheet number).
  // Attached before the sheet is painted, so a key pressed the moment the reader shows is not lost.
  useLayoutEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (count < 2 || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      let delta = 0;
      if (event.key === 'ArrowRight') delta = 1;
      else if (event.key === 'ArrowLeft') delta = -1;
      else return;
      event.preventDefault();
      setIndex(wrapIndex(index, delta, count));
      setZoom(ZOOM.start);
      setOffset(CENTER);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count]);

  function changeZoom(next: number) {
    setZoom(next);
    if (!canPan(next)) setOffset(CENTER);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!canPan(zoom)) {
      // a finger or a pen swipes; a mouse has the buttons and the arrow keys
      if (event.pointerType !== 'mouse') swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      return;
    }
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start) return;
    const view = event.currentTarget.getBoundingClientRect();
    setOffset((o) => pan(o, { x: event.clientX - start.x, y: event.clientY - start.y }, zoom, view));
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    // A finger's last move can arrive coalesced with the lift: the lift's position counts too.
    onPointerMove(event);
    drag.current = null;
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const delta = swipeDelta(event.clientX - start.x, event.clientY - start.y);
    if (delta) go(delta);
  }

  function endDrag() {
    drag.current = null;
    swipe.current = null;
  }

  function onJump(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = sheetFromInput(jump, count);
    setJumpError(target === undefined);
    if (target !== undefined) {
      show(target);
      setJump('');
    }
  }

  if (!picture) return null;

  return (
    <section className="reader" aria-label={label} aria-roledescription="просмотр картинок">
      {several && (
        <div className="reader__controls">
          <button type="button" className="button button--secondary reader__turn" onClick={() => go(-1)}>
            ← Назад
          </button>
          <span className="reader__counter" aria-live="polite">
            {index + 1} / {count}
          </span>
          <button type="button" className="button button--secondary reader__turn" onClick={() => go(1)}>
            Вперёд →
          </button>
        </div>
      )}
      <div
        className={`reader__view${canPan(zoom) ? ' reader__view--pannable' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={endDrag}
        data-testid="reader-view"
      >
        <img
          key={picture.src}
          className="reader__image"
          src={picture.src}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          draggable={false}
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
        />
      </div>
      <div className="reader__tools">
        {zoomable && (
          <div className="reader__zoom" role="group" aria-label="Масштаб">
            <button
              type="button"
              className="reader__zoom-button"
              onClick={() => changeZoom(zoomOut(zoom))}
              disabled={zoom <= ZOOM.min}
              aria-label="Уменьшить"
            >
              −
            </button>
            <button type="button" className="reader__zoom-value" onClick={() => changeZoom(ZOOM.start)} title="Вернуть 100%">
              {Math.round(zoom * 100)}%
            </button>
            <button
              type="button"
              className="reader__zoom-button"
              onClick={() => changeZoom(zoomIn(zoom))}
              disabled={zoom >= ZOOM.max}
              aria-label="Увеличить"
            >
              +
            </button>
          </div>
        )}
        {count >= JUMP_FROM && (
          <form className="reader__jump" onSubmit={onJump}>
            <label htmlFor={jumpId}>Лист №</label>
            <input
              id={jumpId}
              className="reader__jump-input"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={jump}
              onChange={(event) => {
                setJump(event.target.value);
                setJumpError(false);
              }}
              aria-invalid={jumpError}
              aria-describedby={jumpError ? `${jumpId}-error` : undefined}
              placeholder={`1–${count}`}
            />
            <button type="submit" className="button button--secondary button--small">
              Перейти
            </button>
            {jumpError && (
              <span id={`${jumpId}-error`} className="reader__jump-error" role="alert">
                Введи номер от 1 до {count}
              </span>
            )}
          </form>
        )}
      </div>
      {(several || canPan(zoom)) && (
        <p className="reader__hint">
          {canPan(zoom) ? 'Двигай картинку пальцем или мышкой' : 'Листай пальцем влево-вправо или стрелками ← → на клавиатуре'}
        </p>
      )}
    </section>
  );
}
