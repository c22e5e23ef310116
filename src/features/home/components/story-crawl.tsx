import { useEffect, useState } from 'react';
import { INTRO_CRAWL_DELAY_MS } from '../../../domain/constants';

const STORY = [
  'Давным-давно, в мастерской недалеко от твоего дома…',
  'Роботы разучились светить, пищать и ездить. Паяльники остыли, а схемы перепутались.',
  'Только юные инженеры могут всё починить: собрать фонарик, оживить жука-робота и поймать радиоволну.',
  'Каждый собранный проект приносит алмазы и рейтинг. Алмазы открывают новые уровни.',
  'Возьми паяльник, позови преподавателя — и начнём!',
];

/** The home page's story intro: the text starts crawling 0.5 s after the page opens. */
export function StoryCrawl() {
  const [rolling, setRolling] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRolling(true), INTRO_CRAWL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section className="crawl" aria-label="История школы">
      <div className={`crawl__text${rolling ? ' crawl__text--rolling' : ''}`} data-testid="crawl-text">
        {STORY.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </section>
  );
}
