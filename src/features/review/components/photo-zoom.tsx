import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { canPan, CENTER, pan, type Offset } from '../../../components/image-reader/reader-model';
import { MIN_ZOOM, ownPixelsZoom, zoomIn, zoomOut, type Size } from '../photo-zoom-model';
import '../../../components/image-reader/image-reader.css';

interface PhotoZoomProps {
  /** A `blob:` URL of the full-size photo. */
  src: string;
  alt: string;
  /** The stored photo's pixels, known before it loads. */
  photo: Size;
}

/**
 * The work's photo for judging it: zoom from 50 % to the photo's own pixels, drag to move around
 * it, and the whole photo in a tab of its own (the browser's own zoom and scrolling).
 */
export function PhotoZoom({ src, alt, photo }: PhotoZoomProps) {
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
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

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    onPointerMove(event);
    drag.current = null;
  }

  const atOwnPixels = zoom >= max - 1e-6;
  return (
    <section className="reader photo-zoom" aria-label="Фото работы">
      <div
        className={`reader__view${canPan(zoom) ? ' reader__view--pannable' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={() => (drag.current = null)}
        data-testid="photo-view"
      >
        <img
          ref={image}
          className="reader__image"
          src={src}
          alt={alt}
          width={width || undefined}
          height={height || undefined}
          draggable={false}
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
        />
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
        {atOwnPixels
          ? `Фото в своих пикселях: ${width} × ${height}. Двигай его пальцем или мышкой`
          : canPan(zoom)
            ? 'Двигай фото пальцем или мышкой'
            : 'Увеличь, чтобы рассмотреть пайку'}
      </p>
    </section>
  );
}
