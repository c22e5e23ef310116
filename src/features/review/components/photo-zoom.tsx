import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { canPan, CENTER, pan, type Offset } from '../../../components/image-reader/reader-model';
import { MarkShape, MarksSvg } from '../../../components/marked-photo/marks-svg';
import type { Mark, SubmissionPhoto } from '../../../domain/review-conversation';
import { markOf, toPhotoPoint, type Stroke } from '../model/drawing-model';
import { MIN_ZOOM, ownPixelsZoom, zoomIn, zoomOut } from '../photo-zoom-model';
import '../../../components/image-reader/image-reader.css';

/** What a press on the photo does while drawing is on. */
export interface DrawSettings {
  type: Stroke['type'];
  color: Stroke['color'];
  /** The label's text (typed before tapping where it goes). */
  text: string;
  onMark(mark: Mark): void;
  /** A label tap with no text yet. */
  onNeedText(): void;
}

interface PhotoZoomProps {
  /** A `blob:` URL of the full-size photo. */
  src: string;
  alt: string;
  /** The stored photo's pixels, known before it loads: marks are in these. */
  photo: SubmissionPhoto;
  /** All the marks of the submission: this photo's are drawn. */
  marks: readonly Mark[];
  /** Set: a press draws a mark; unset: a press moves the zoomed photo. */
  draw?: DrawSettings;
}

type Pinch = { distance: number; zoom: number };

function distance(points: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...points.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * The work's photo for judging it: zoom from 50 % to the photo's own pixels (buttons or a pinch),
 * drag to move around it, the teacher's marks drawn over it in the photo's own pixels, and while
 * drawing is on, a press-drag-release makes a circle, an arrow or a label.
 */
export function PhotoZoom({ src, alt, photo, marks, draw }: PhotoZoomProps) {
  const image = useRef<HTMLImageElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const drag = useRef<{ x: number; y: number } | null>(null);
  const pinch = useRef<Pinch | null>(null);
  const [stroke, setStroke] = useState<Stroke>();
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Offset>(CENTER);
  const [max, setMax] = useState(() => ownPixelsZoom(photo, { width: 0, height: 0 }));
  const { width, height } = photo;

  // The fitted size changes with the window (a phone turned sideways): so does the own-pixels zoom.
  useEffect(() => {
    function measure() {
      const shown = image.current;
      if (!shown) return;
      const own = shown.naturalWidth > 0 ? { width: shown.naturalWidth, height: shown.naturalHeight } : { width, height };
      const next = ownPixelsZoom(own, { width: shown.clientWidth, height: shown.clientHeight });
      setMax(next);
      setZoom((current) => Math.min(current, next));
    }
    const shown = image.current;
    shown?.addEventListener('load', measure);
    window.addEventListener('resize', measure);
    if (shown?.complete) measure();
    return () => {
      shown?.removeEventListener('load', measure);
      window.removeEventListener('resize', measure);
    };
  }, [width, height]);

  function changeZoom(next: number) {
    setZoom(next);
    if (!canPan(next)) setOffset(CENTER);
  }

  /** The screen point in the photo's pixels: the image's box already carries the zoom and the pan. */
  function photoPoint(event: PointerEvent) {
    const box = image.current!.getBoundingClientRect();
    return toPhotoPoint(event.clientX, event.clientY, box, photo);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (pointers.current.size === 2) {
      // A second finger: a pinch, whatever the mode; a mark begun by the first is dropped.
      setStroke(undefined);
      drag.current = null;
      pinch.current = { distance: distance(pointers.current), zoom };
      return;
    }
    if (draw) {
      const start = photoPoint(event);
      setStroke({ type: draw.type, color: draw.color, photo: photo.index, start, end: start, text: draw.text });
      return;
    }
    if (canPan(zoom)) drag.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const view = event.currentTarget.getBoundingClientRect();
    if (pinch.current && pointers.current.size >= 2) {
      const next = Math.min(max, Math.max(MIN_ZOOM, (pinch.current.zoom * distance(pointers.current)) / (pinch.current.distance || 1)));
      setZoom(next);
      setOffset((o) => pan(o, CENTER, next, view));
      return;
    }
    if (stroke) {
      const end = photoPoint(event);
      setStroke((current) => current && { ...current, end });
      return;
    }
    const start = drag.current;
    if (!start) return;
    setOffset((o) => pan(o, { x: event.clientX - start.x, y: event.clientY - start.y }, zoom, view));
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (stroke && draw && pointers.current.size === 1) {
      const finished = { ...stroke, end: photoPoint(event) };
      const mark = markOf(finished, photo);
      if (mark) draw.onMark(mark);
      else if (finished.type === 'label') draw.onNeedText();
    } else {
      onPointerMove(event);
    }
    endPointer(event);
  }

  function endPointer(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) {
      drag.current = null;
      setStroke(undefined);
    }
  }

  const draft = stroke ? markOf(stroke, photo) : undefined;
  const atOwnPixels = zoom >= max - 1e-6;
  const transform = `translate(${offset.x}px, ${offset.y}px) scale(${zoom})`;
  return (
    <section className="reader photo-zoom" aria-label="Фото работы">
      <div
        className={`reader__view photo-zoom__view${canPan(zoom) || draw ? ' reader__view--pannable' : ''}${draw ? ' photo-zoom__view--drawing' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={endPointer}
        data-testid="photo-view"
      >
        <div className="photo-zoom__stage" style={{ transform }}>
          <img
            ref={image}
            className="reader__image photo-zoom__image"
            src={src}
            alt={alt}
            width={width || undefined}
            height={height || undefined}
            draggable={false}
          />
          <MarksSvg photo={photo} marks={marks} className="marks-svg photo-zoom__marks" />
          {draft && (
            <svg className="marks-svg photo-zoom__marks" viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
              <MarkShape mark={draft} photo={photo} />
            </svg>
          )}
        </div>
      </div>
      <div className="reader__tools">
        <div className="reader__zoom" role="group" aria-label="Масштаб">
          <button type="button" className="reader__zoom-button" onClick={() => changeZoom(zoomOut(zoom, max))} disabled={zoom <= MIN_ZOOM} aria-label="Уменьшить">
            −
          </button>
          <button type="button" className="reader__zoom-value" onClick={() => changeZoom(1)} title="Вернуть 100%">
            {Math.round(zoom * 100)}%
          </button>
          <button type="button" className="reader__zoom-button" onClick={() => changeZoom(zoomIn(zoom, max))} disabled={atOwnPixels} aria-label="Увеличить">
            +
          </button>
        </div>
        <button
          type="button"
          className="reader__zoom-value"
          onClick={() => changeZoom(max)}
          disabled={atOwnPixels}
          title="Фото в своих пикселях: каждый пиксель виден"
        >
          1:1
        </button>
        <a className="button button--ghost button--small" href={src} target="_blank" rel="noopener">
          Открыть фото целиком
        </a>
      </div>
      <p className="reader__hint">
        {draw
          ? 'Нажми на фото и веди: круг — от центра к краю, стрелка — от хвоста к острию. Двумя пальцами — масштаб'
          : atOwnPixels
            ? `Фото в своих пикселях: ${width} × ${height}. Двигай его пальцем или мышкой`
            : canPan(zoom)
              ? 'Двигай фото пальцем или мышкой, масштаб — двумя пальцами'
              : 'Увеличь, чтобы рассмотреть пайку'}
      </p>
    </section>
  );
}
