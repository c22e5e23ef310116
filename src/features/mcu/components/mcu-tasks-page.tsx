import { Link } from 'react-router-dom';
import { MCU_TASKS } from '../../../content/mcu/tasks';
import { mcuTaskPath } from '../../../../domain/mcu/api';
import { lessonPath } from '../../../../domain/paths';
import { useMcuTasks } from '../api/tasks';
import './mcu.css';

/** /main/mcu «Программирование»: the tasks, each with its lesson and whether it is done. */
export function McuTasksPage() {
  const summaries = useMcuTasks().data;
  return (
    <div className="page">
      <p className="page__lead">
        Собери программу из блоков, запусти её на плате и проверь. Готовую программу можно увидеть на языке C — так её записывают в настоящий микроконтроллер.
      </p>
      <ol className="mcu-tasks">
        {MCU_TASKS.map((task) => {
          const passed = summaries?.find((summary) => summary.id === task.id)?.passed ?? false;
          return (
            <li key={task.id} className={`mcu-tasks__item${passed ? ' mcu-tasks__item--passed' : ''}`}>
              <Link to={mcuTaskPath(task.id)} className="mcu-tasks__link">
                <span className="mcu-tasks__number" aria-hidden="true">
                  {passed ? '✓' : task.id}
                </span>
                <span className="mcu-tasks__title">{task.title}</span>
                {passed && <span className="mcu-badge">Выполнено</span>}
              </Link>
              <p className="mcu-tasks__text">{task.text}</p>
              <Link to={lessonPath(task.lessonId)} className="mcu-tasks__lesson">
                Урок к заданию
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
