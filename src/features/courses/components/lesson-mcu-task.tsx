import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import type { Lesson } from '../../../content/lessons';
import { mcuTaskById } from '../../../content/mcu/tasks';
import { mcuTaskPath } from '../../../../domain/mcu/api';
import './courses.css';

/**
 * «Задание: программа из блоков»: the programming task a lesson of «Микроконтроллеры» sets — its
 * title, what to make, and a clear way to the block editor; `passed` (the server's list, read by the
 * page) marks a task done (docs/decisions/0271-a-lesson-sets-a-programming-task.md).
 */
export function LessonMcuTask({ lesson, passed = false }: { lesson: Lesson; passed?: boolean }) {
  const task = lesson.mcuTaskId === undefined ? undefined : mcuTaskById(lesson.mcuTaskId);
  if (!task) return null;
  return (
    <section className="lesson-links lesson-mcu-task" aria-labelledby="lesson-mcu-task">
      <h3 id="lesson-mcu-task" className="lesson-links__title">
        Задание «{task.title}»
      </h3>
      <p className="lesson-mcu-task__text">{task.text}</p>
      <Link className="button button--primary lesson-mcu-task__go" to={mcuTaskPath(task.id)}>
        <Icon name="chip" size={22} /> Собрать программу из блоков
      </Link>
      {passed && (
        <p className="lesson-practice__done">
          <Icon name="check" size={18} /> Задание выполнено
        </p>
      )}
    </section>
  );
}
