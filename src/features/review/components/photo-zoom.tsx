import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { canPan, CENTER, pan, type Offset } from '../../../components/image-reader/reader-model';
import { MarkShape, MarksSvg } from '../../../components/marked-photo/marks-svg';
import type { Mark, MarkPoint, SubmissionPhoto } from '../../../../domain/review-conversation';
import { markOf, movedCursor, photoCentre, toPhotoPoint, type Stroke } from '../model/drawing-model';
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
  /** Words for the screen reader's live region (an arrow's tail placed by the keyboard). */
  onSay(words: string): void;
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

/** A keyboard pan: CSS pixels per arrow press, with Shift. */
const PAN_STEP = 40;
const PAN_STEP_BIG = 160;

function distance(points: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...points.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * The work's photo for judging it: zoom from 50 % to the photo's own pixels (buttons or a pinch),
 * drag to move around it, the teacher's marks drawn over it in the photo's own pixels, and while
 * drawing is on, a press-drag-release makes a circle, an arrow or a label. The keyboard does the
 * same on the focused photo (docs/decisions/0273): arrows move a crosshair (or the zoomed photo),
 * Enter or Space puts the mark there, an arrow by two presses (tail, then head), +/− zoom.
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
  const view = useRef<HTMLDivElement>(null);
  const hintId = useId();
  /** The keyboard's crosshair, in the photo's pixels; an arrow's tail while its head is chosen. */
  const [cursor, setCursor] = useState<MarkPoint>(() => photoCentre(photo));
  const [tail, setTail] = useState<MarkPoint>();
  /** The crosshair shows while the keyboard works the photo, never after a press of the mouse. */
  const [keyboard, setKeyboard] = useState(false);
  const pressed = useRef(false);

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
    pressed.current = true;
    setKeyboard(false);
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
      setCursor(finished.end);
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

  /** Pans the zoomed photo so the keyboard's crosshair stays in sight. */
  function bringIntoView(point: MarkPoint) {
    const shown = image.current?.getBoundingClientRect();
    const box = view.current?.getBoundingClientRect();
    if (!shown || !box || !canPan(zoom) || shown.width <= 0) return;
    const scale = Math.min(shown.width / width, shown.height / height);
    const x = shown.left + (shown.width - width * scale) / 2 + point[0] * scale;
    const y = shown.top + (shown.height - height * scale) / 2 + point[1] * scale;
    const margin = 24;
    const dx = x < box.left + margin ? box.left + margin - x : x > box.right - margin ? box.right - margin - x : 0;
    const dy = y < box.top + margin ? box.top + margin - y : y > box.bottom - margin ? box.bottom - margin - y : 0;
    if (dx || dy) setOffset((o) => pan(o, { x: dx, y: dy }, zoom, box));
  }

  function place() {
    if (!draw) return;
    if (draw.type === 'arrow' && !tail) {
      setTail(cursor);
      draw.onSay('Начало стрелки здесь. Веди стрелками к острию и нажми Enter, Esc — отмена');
      return;
    }
    const start = draw.type === 'arrow' && tail ? tail : cursor;
    const mark = markOf({ type: draw.type, color: draw.color, photo: photo.index, start, end: cursor, text: draw.text }, photo);
    if (mark) {
      setTail(undefined);
      draw.onMark(mark);
    } else if (draw.type === 'label') draw.onNeedText();
    else draw.onSay('Стрелка слишком короткая: отведи острие дальше');
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    setKeyboard(true);
    const done = () => event.preventDefault();
    if (event.key === '+' || event.key === '=') return done(), changeZoom(zoomIn(zoom, max));
    if (event.key === '-' || event.key === '_') return done(), changeZoom(zoomOut(zoom, max));
    if (draw) {
      const next = movedCursor(cursor, event.key, event.shiftKey, photo);
      if (next) {
        done();
        setCursor(next);
        bringIntoView(next);
      } else if (event.key === 'Enter' || event.key === ' ') {
        done();
        if (!event.repeat) place();
      } else if (event.key === 'Escape' && tail) {
        done();
        setTail(undefined);
        draw.onSay('Стрелка отменена');
      }
      return;
    }
    const step = event.shiftKey ? PAN_STEP_BIG : PAN_STEP;
    const moves: Record<string, Offset> = { ArrowLeft: { x: step, y: 0 }, ArrowRight: { x: -step, y: 0 }, ArrowUp: { x: 0, y: step }, ArrowDown: { x: 0, y: -step } };
    const move = moves[event.key];
    if (!move) return;
    // The arrows stay with the photo: the queue's ↑/↓ would open another work under the teacher's eyes.
    done();
    const box = event.currentTarget.getBoundingClientRect();
    setOffset((o) => pan(o, move, zoom, box));
  }

  const keyDraft = draw?.type === 'arrow' && tail ? markOf({ type: 'arrow', color: draw.color, photo: photo.index, start: tail, end: cursor }, photo) : undefined;
  const draft = stroke ? markOf(stroke, photo) : keyDraft;
  const showCursor = Boolean(draw) && keyboard && !stroke;
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
        onKeyDown={onKeyDown}
        onFocus={() => setKeyboard(!pressed.current)}
        onBlur={() => {
          pressed.current = false;
          setKeyboard(false);
        }}
        ref={view}
        tabIndex={0}
        // An application: a screen reader hands the arrows to the photo instead of reading on.
        role="application"
        aria-label={draw ? `Рисование на фото. ${alt}` : alt}
        aria-describedby={`${hintId} ${hintId}-keys`}
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
          {showCursor && <Crosshair point={cursor} photo={photo} />}
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
      <p className="reader__hint" id={hintId}>
        {draw
          ? 'Нажми на фото и веди: круг — от центра к краю, стрелка — от хвоста к острию. Двумя пальцами — масштаб'
          : atOwnPixels
            ? `Фото в своих пикселях: ${width} × ${height}. Двигай его пальцем, мышкой или стрелками`
            : canPan(zoom)
              ? 'Двигай фото пальцем, мышкой или стрелками, масштаб — двумя пальцами или клавишами + и −'
              : 'Увеличь, чтобы рассмотреть пайку'}
      </p>
      {/* Read with the photo by a screen reader; shown where a mouse is (a phone's finger needs none of it). */}
      <p className="reader__hint photo-zoom__keys" id={`${hintId}-keys`}>
        {draw
          ? 'С клавиатуры: стрелки двигают прицел (с Shift — быстрее), Enter ставит пометку, стрелка — двумя нажатиями'
          : 'С клавиатуры: стрелки двигают увеличенное фото, + и − меняют масштаб'}
      </p>
    </section>
  );
}

/** The keyboard's crosshair: two dark-haloed white lines and a ring, seen on a board and a wall. */
function Crosshair({ point: [x, y], photo }: { point: MarkPoint; photo: Pick<SubmissionPhoto, 'width' | 'height'> }) {
  const arm = Math.max(photo.width, photo.height) / 30;
  const lines = (stroke: string, strokeWidth: number) => (
    <g stroke={stroke} strokeWidth={strokeWidth} fill="none" vectorEffect="non-scaling-stroke">
      <line x1={x - arm} y1={y} x2={x + arm} y2={y} vectorEffect="non-scaling-stroke" />
      <line x1={x} y1={y - arm} x2={x} y2={y + arm} vectorEffect="non-scaling-stroke" />
      <circle cx={x} cy={y} r={arm / 2} vectorEffect="non-scaling-stroke" />
    </g>
  );
  return (
    <svg className="marks-svg photo-zoom__marks" viewBox={`0 0 ${photo.width} ${photo.height}`} aria-hidden="true" data-testid="photo-cursor" data-x={x} data-y={y}>
      {lines('rgba(0,0,0,0.75)', 5)}
      {lines('#fff', 2)}
    </svg>
  );
}
