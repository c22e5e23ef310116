import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { lessonsPreparing } from '../../../content/lesson-outline';
import { lessonPath } from '../../../../domain/paths';
import './courses.css';

// Loaded after the guide is on screen (src/app/routes/guide.tsx), from the lessons' outline: the
// lessons' texts are not loaded by the guide page at all.

/** Under a guide: «Урок к этому проекту» — the lessons that prepare for it. */
export function GuideLessons({ projectId }: { projectId: number }) {
  const found = lessonsPreparing(projectId);
  if (found.length === 0) return null;
  return (
    <section className="lesson-links lesson-links--guide" aria-labelledby="guide-lessons">
      <h2 id="guide-lessons" className="lesson-links__title">
        {found.length === 1 ? 'Урок к этому проекту' : 'Уроки к этому проекту'}
      </h2>
      <ul className="lesson-links__list">
        {found.map((lesson) => (
          <li key={lesson.id}>
            <Link className="lesson-links__link" to={lessonPath(lesson.id)}>
              <Icon name="book" size={20} /> {lesson.title}
            </Link>
            <span className="lesson-links__summary">{lesson.summary}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
