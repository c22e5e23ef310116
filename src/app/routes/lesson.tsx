import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { lessonById, type Lesson } from '../../content/lessons';
import { parseId } from '../../../domain/ids';
import { PATHS } from '../../../domain/paths';
import { LessonGate } from '../../features/courses/components/lesson-gate';
import { LessonMcuTask } from '../../features/courses/components/lesson-mcu-task';
import { LessonPractice } from '../../features/courses/components/lesson-practice';
import { LessonQuiz } from '../../features/courses/components/lesson-quiz';
import { LessonPrepares, LessonView } from '../../features/courses/components/lesson-view';
import { useMcuTasks } from '../../features/mcu/api/tasks';
import { LessonTasks } from '../../features/tasks/components/lesson-tasks';

/** More than the catalogue's lesson ids (1–23): a bigger number is not a lesson. */
const LESSON_ID_MAX = 999;

/**
 * /main/lessons/{id}: a lesson of a course — its text (in the app's bundle, so it reads offline),
 * the programming task it sets, the projects it prepares for, and its questions with «Проверить».
 */
export function Component() {
  const id = parseId(useParams().id, LESSON_ID_MAX);
  const lesson = id ? lessonById(id) : undefined;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  if (!lesson) {
    return (
      <div className="page">
        <h2>Такого урока нет</h2>
        <p>
          Может быть, ссылка устарела. Все уроки — на странице <Link to={PATHS.electronics}>курса электроники</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="page lesson-page">
      <LessonGate key={lesson.id} lesson={lesson}>
        <LessonView lesson={lesson} />
        {lesson.mcuTaskId !== undefined && <McuTaskOf lesson={lesson} />}
        <LessonPrepares lesson={lesson} />
        <LessonQuiz key={lesson.id} lesson={lesson} />
        <LessonPractice lesson={lesson} />
        <LessonTasks lessonId={lesson.id} />
      </LessonGate>
    </div>
  );
}

/** A programming lesson's task, marked done from the server's list (asked only on such lessons). */
function McuTaskOf({ lesson }: { lesson: Lesson }) {
  const { data: tasks } = useMcuTasks();
  return <LessonMcuTask lesson={lesson} passed={tasks?.some((task) => task.id === lesson.mcuTaskId && task.passed) ?? false} />;
}
