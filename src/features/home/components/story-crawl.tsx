import { useEffect, useState } from 'react';
import { INTRO_CRAWL_DELAY_MS } from '../../../../domain/constants';

const STORY = [
  'Давным-давно, в мастерской недалеко от твоего дома…',
  'Роботы разучились светить, пищать и ездить. Паяльники остыли, а схемы перепутались.',
  'Только юные инженеры могут всё починить: собрать фонарик, оживить жука-робота и поймать радиоволну.',
  'Каждый собранный проект приносит алмазы и рейтинг. Алмазы открывают новые уровни.',
  'Возьми паяльник, позови преподавателя — и начнём!',
];

type Stage = 'waiting' | 'rolling' | 'done';

/**
 * The home page's story intro: the text starts crawling 0.5 s after the page opens. When it has
 * rolled away, the dark box folds into a button that plays it again instead of staying empty.
 */
export function StoryCrawl() {
  const [stage, setStage] = useState<Stage>('waiting');
  // Moving text needs a way to stop it (WCAG 2.2.2); with reduced motion the CSS shows it still.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (stage !== 'waiting') return;
    const timer = setTimeout(() => setStage('rolling'), INTRO_CRAWL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  if (stage === 'done') {
    return (
      <section className="crawl crawl--done" aria-label="История школы">
        <button
          type="button"
          className="crawl__again"
          onClick={() => {
            setPaused(false);
            setStage('rolling');
          }}
        >
          ▶ История школы ещё раз
        </button>
      </section>
    );
  }
  return (
    <section className="crawl" aria-label="История школы">
      <div
        className={`crawl__text${stage === 'rolling' ? ' crawl__text--rolling' : ''}${paused ? ' crawl__text--paused' : ''}`}
        data-testid="crawl-text"
        onAnimationEnd={() => setStage('done')}
      >
        {STORY.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <button type="button" className="crawl__pause" onClick={() => setPaused(!paused)}>
        {paused ? 'Дальше' : 'Пауза'}
      </button>
    </section>
  );
}
