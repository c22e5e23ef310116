import './loader.css';

export interface LoaderProps {
  text?: string;
  theme?: 'dark' | 'light';
  size?: 'small' | 'medium' | 'large';
  /**
   * Shown only when the wait lasts (0.4 s): a page that opens quickly appears at once instead of
   * after a flash of the loader, and the first thing painted is the page itself (docs/decisions/0097-a-pages-loader-waits-0-4-s-before-it-shows.md).
   */
  delayed?: boolean;
}

const BLOCKS = 4;
const PIXELS = 10;
const PARTICLES = 8;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The loader: 4 blocks, 10 progress pixels, 8 particles, default text 'Загрузка...'. */
export function Loader({ text = 'Загрузка...', theme = 'dark', size = 'medium', delayed = false }: LoaderProps) {
  return (
    <div className={`loader loader--${theme} loader--${size}${delayed ? ' loader--delayed' : ''}`} role="status" aria-live="polite">
      <div className="loader__stage" aria-hidden="true">
        <div className="loader__blocks">
          {range(BLOCKS).map((i) => (
            <span key={i} className="loader__block" style={{ animationDelay: `${i * 0.15}s` }} />
          ))}
        </div>
        <div className="loader__particles">
          {range(PARTICLES).map((i) => (
            <span
              key={i}
              className="loader__particle"
              style={{ transform: `rotate(${i * 45}deg) translateY(-2.2em)`, animationDelay: `${i * 0.1}s` }}
            />
          ))}
        </div>
      </div>
      <div className="loader__progress" aria-hidden="true">
        {range(PIXELS).map((i) => (
          <span key={i} className="loader__pixel" style={{ animationDelay: `${i * 0.12}s` }} />
        ))}
      </div>
      {text && <p className="loader__text">{text}</p>}
    </div>
  );
}
