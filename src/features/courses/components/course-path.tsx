import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import { lessons as allLessons, type Lesson } from '../../../content/lessons';
import { LEVEL_NAMES, levelName, SUCCESS_BANNER_MS } from '../../../../domain/constants';
import { SECRET_COURSE_LEVEL, type Course, type CourseLesson } from '../../../../domain/lessons';
import { lessonPath, PATHS } from '../../../../domain/paths';
import { countOf, DIAMONDS, LESSONS } from '../../../../domain/plural';
import { useResultFocus } from '../../../lib/use-result-focus';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useOwnProfile } from '../../../stores/own-profile';
import { useCourse } from '../hooks/use-courses';
import { lessonState, type LessonState } from '../model/answers';
import { BuyLessonButton } from './buy-lesson-button';
import './courses.css';

/**
 * A course as a path of lessons, taken in order: each with its number, title, what the pupil will
 * understand, price («бесплатно»), reward, and what can be done now — read it, buy it, or first
 * open the one before. The lesson texts are in the app, so with no network (and no saved copy of
 * the prices) the path still lists them and opens them.
 */
export function CoursePath({ courseId }: { courseId: number }) {
  const { course, isError, isPending } = useCourse(courseId);
  const content = allLessons.filter((lesson) => lesson.courseId === courseId);
  if (!course && isPending) return <Loader text="Загружаем курс..." />;
  if (course?.locked) return <LockedCourse course={course} content={content} />;
  const passed = course?.lessons.filter((l) => l.passed).length ?? 0;
  return (
    <section className="course" aria-labelledby={`course-${courseId}`}>
      <header className="course__head">
        <h2 id={`course-${courseId}`} className="course__title">
          {course?.title ?? 'Уроки курса'}
        </h2>
        {course && (
          <p className="course__progress">
            Пройдено {passed} из {countOf(course.lessons.length, LESSONS)}
            <span className="course__bar" aria-hidden="true">
              <span style={{ width: `${Math.round((passed / Math.max(1, course.lessons.length)) * 100)}%` }} />
            </span>
          </p>
        )}
        {!course && isError && <p className="course__note">Цены и покупки сейчас не загрузились — проверь связь. Уроки можно читать и так.</p>}
      </header>
      <ol className="course-path">
        {content.map((lesson, i) => {
          const state = course?.lessons.find((l) => l.id === lesson.id);
          return <LessonStep key={lesson.id} course={course} lesson={lesson} state={state} number={state?.number ?? i + 1} />;
        })}
      </ol>
    </section>
  );
}

const STATE_LABELS: Record<LessonState, string> = {
  passed: 'пройден',
  open: 'открыт',
  buy: 'можно купить',
  later: 'пока закрыт',
};

function LessonStep({ course, lesson, state, number }: { course: Course | undefined; lesson: Lesson; state: CourseLesson | undefined; number: number }) {
  const [bought, showBought] = useTimedMessage(SUCCESS_BANNER_MS);
  // The purchase takes its button away: its words take the focus (and stay its place once gone).
  const boughtRef = useResultFocus<HTMLParagraphElement>(bought);
  const kind: LessonState | undefined = course && state ? lessonState(course, state) : undefined;
  const previous = course && state ? course.lessons[course.lessons.indexOf(state) - 1] : undefined;
  return (
    <li className={`course-step course-step--${kind ?? 'open'}`}>
      <span className="course-step__dot" aria-hidden="true">
        {kind === 'passed' ? <Icon name="check" size={26} /> : kind === 'later' ? <Icon name="lock" size={22} /> : number}
      </span>
      <article className="course-step__card" aria-labelledby={`lesson-${lesson.id}`}>
        <p className="course-step__meta">
          <span>Урок {number}</span>
          {kind && <span className="visually-hidden">, {STATE_LABELS[kind]}</span>}
          {state && (
            <span className={`course-step__price${state.price === 0 ? ' course-step__price--free' : ''}`}>
              {state.price === 0 ? (
                'бесплатно'
              ) : (
                <>
                  <Icon name="diamond" size={16} /> {countOf(state.price, DIAMONDS)}
                </>
              )}
            </span>
          )}
          {state && state.reward > 0 && (
            <span className="course-step__reward">
              {kind === 'passed' ? 'награда получена' : `награда +${countOf(state.reward, DIAMONDS)}`}
            </span>
          )}
        </p>
        <h3 id={`lesson-${lesson.id}`} className="course-step__title">
          {kind === 'buy' || kind === 'later' ? lesson.title : <Link to={lessonPath(lesson.id)}>{lesson.title}</Link>}
        </h3>
        <p className="course-step__summary">{lesson.summary}</p>
        <div className="course-step__actions">
          {(kind === undefined || kind === 'open') && (
            <Link className="button button--primary" to={lessonPath(lesson.id)}>
              Читать
            </Link>
          )}
          {kind === 'passed' && (
            <>
              <span className="course-step__done">
                <Icon name="check" size={20} /> Урок пройден
              </span>
              <Link className="button button--secondary" to={lessonPath(lesson.id)}>
                Читать
              </Link>
            </>
          )}
          {kind === 'buy' && course && state && <BuyLessonButton courseId={course.id} lesson={state} onBought={showBought} />}
          {kind === 'later' && previous && <p className="course-step__later">Сначала открой урок {previous.number}: уроки покупаются по порядку.</p>}
        </div>
        <p ref={boughtRef} tabIndex={-1} className={`result-slot course-step__bought${bought ? ' banner banner--success' : ''}`} role="status">
          {bought && `${bought}! Можно читать.`}
        </p>
      </article>
    </li>
  );
}

/** The secret course below level 4: what it is about and what it takes to open it. */
function LockedCourse({ course, content }: { course: Course; content: readonly Lesson[] }) {
  const level = useOwnProfile()?.level ?? 0;
  return (
    <section className="course course--locked" aria-labelledby={`course-${course.id}`}>
      <div className="course-lock">
        <span className="course-lock__icon" aria-hidden="true">
          <Icon name="lock" size={40} />
        </span>
        <h2 id={`course-${course.id}`} className="course__title">
          {course.title}
        </h2>
        <p>
          Этот курс откроется на уровне {SECRET_COURSE_LEVEL} — «{LEVEL_NAMES[SECRET_COURSE_LEVEL]}». Сейчас у тебя уровень {level} — «{levelName(level)}».
        </p>
        <p>Уровни покупаются за алмазы. Алмазы дают за проекты, уроки, задачи и занятия в кружке.</p>
        <Link className="button button--primary" to={PATHS.myLevel}>
          Как поднять уровень
        </Link>
      </div>
      <h3 className="course-lock__soon">Что будет в курсе</h3>
      <ol className="course-lock__list">
        {content.map((lesson) => (
          <li key={lesson.id}>{lesson.title}</li>
        ))}
      </ol>
    </section>
  );
}
