import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import type { Lesson } from '../../../content/lessons';
import { labPracticePath } from '../../../../domain/lab-paths';
import { useCourses } from '../hooks/use-courses';
import './courses.css';

/**
 * «Практика в лаборатории»: the lesson's tasks built on the simulator, each a link to the lab with
 * its starting circuit; a task the server has found right is marked done
 * (docs/decisions/0239-a-lessons-practice-checked-by-the-lab.md).
 */
export function LessonPractice({ lesson }: { lesson: Lesson }) {
  const { data: courses } = useCourses();
  if (!lesson.practice?.length) return null;
  const passed = new Set(courses?.flatMap((course) => course.lessons).find((l) => l.id === lesson.id)?.practicesPassed ?? []);
  return (
    <section className="lesson-links lesson-practice" aria-labelledby="lesson-practice">
      <h3 id="lesson-practice" className="lesson-links__title">
        Практика в лаборатории
      </h3>
      <ul className="lesson-links__list">
        {lesson.practice.map((practice) => (
          <li key={practice.id} className="lesson-practice__task">
            <p>{practice.task}</p>
            <Link className="lesson-links__link" to={labPracticePath(lesson.id, practice.id)}>
              <Icon name="bolt" size={20} /> Собрать на симуляторе
            </Link>
            {passed.has(practice.id) && (
              <span className="lesson-practice__done">
                <Icon name="check" size={18} /> Собрано верно
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
