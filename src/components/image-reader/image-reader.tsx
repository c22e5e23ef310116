import { useRef, useState, type PointerEvent } from 'react';
import type { Picture } from '../../content/types';
import { canPan, CENTER, pan, wrapIndex, ZOOM, zoomIn, zoomOut, type Offset } from './reader-model';
import './image-reader.css';

interface ImageReaderProps {
  images: readonly Picture[];
  /** What is being read, for screen readers: «Комикс», «Схемы». */
  label: string;
  zoomable?: boolean;
}

export function ImageReader({ images, label, zoomable = false }: ImageReaderProps) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const [offset, setOffset] = useState<Offset>(CENTER);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const picture = images[index];

  function go(delta: number) {
    setIndex((i) => wrapIndex(i, delta, count));
    setOffset(CENTER);
  }

  function changeZoom(next: number) {
    setZoom(next);
    if (!canPan(next)) setOffset(CENTER);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!canPan(zoom)) return;
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

  function endDrag() {
    drag.current = null;
  }

  if (!picture) return null;

  return (
    <section className="reader" aria-label={label} aria-roledescription="просмотр картинок">
      <div
        className={`reader__view${canPan(zoom) ? ' reader__view--pannable' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-testid="reader-view"
      >
        <img
          key={picture.src}
          className="reader__image"
          src={picture.src}
          alt={picture.alt}
          draggable={false}
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
        />
      </div>
      <div className="reader__controls">
        <button type="button" className="button button--secondary button--small" onClick={() => go(-1)}>
          ← Назад
        </button>
        <span className="reader__counter" aria-live="polite">
          {index + 1} / {count}
        </span>
        <button type="button" className="button button--secondary button--small" onClick={() => go(1)}>
          Вперёд →
        </button>
      </div>
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
          {canPan(zoom) && <span className="reader__hint">Двигай картинку пальцем или мышкой</span>}
        </div>
      )}
    </section>
  );
}
