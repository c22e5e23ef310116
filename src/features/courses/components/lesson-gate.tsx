import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import type { Lesson } from '../../../content/lessons';
import { levelName, SUCCESS_BANNER_MS } from '../../../../domain/constants';
import { SECRET_COURSE_LEVEL } from '../../../../domain/lessons';
import { coursePath, PATHS } from '../../../../domain/paths';
import { countOf, DIAMONDS } from '../../../../domain/plural';
import { useResultFocus } from '../../../lib/use-result-focus';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useOwnProfile } from '../../../stores/own-profile';
import { useCourse } from '../hooks/use-courses';
import { BuyLessonButton } from './buy-lesson-button';
import './courses.css';

/**
 * The lesson's title with its place in the course, then the lesson itself (`children`) — or, when
 * the server says it is not open for this pupil, what opens it: the purchase, or the level the
 * secret course needs. Without the server's answer (no network, nothing saved) the lesson shows:
 * its text is in the app anyway, and the check tells the rest.
 */
export function LessonGate({ lesson, children }: { lesson: Lesson; children: ReactNode }) {
  const { course, isPending } = useCourse(lesson.courseId);
  const state = course?.lessons.find((l) => l.id === lesson.id);
  const [bought, showBought] = useTimedMessage(SUCCESS_BANNER_MS);
  // The purchase takes its button away: its words take the focus, the lesson right below them.
  const boughtRef = useResultFocus<HTMLParagraphElement>(bought);
  const level = useOwnProfile()?.level ?? 0;
  const index = course && state ? course.lessons.indexOf(state) : -1;
  const previous = index > 0 ? course?.lessons[index - 1] : undefined;

  return (
    <>
      <header className="lesson-head">
        <p className="lesson-head__course">
          <Link to={coursePath(lesson.courseId)}>{course?.title ?? 'Курс'}</Link>
          {state && <> · Урок {state.number}</>}
        </p>
        <h2 id="lesson-title" className="lesson-head__title">
          {lesson.title}
        </h2>
        {state && (
          <p className="lesson-head__chips">
            {state.passed ? (
              <span className="chip chip--ok">
                <Icon name="check" size={16} /> Пройден
              </span>
            ) : (
              state.reward > 0 && (
                <span className="chip">
                  За прохождение +{countOf(state.reward, DIAMONDS)} <Icon name="diamond" size={16} />
                </span>
              )
            )}
            {state.price === 0 && <span className="chip">бесплатно</span>}
          </p>
        )}
        <p ref={boughtRef} tabIndex={-1} className={`result-slot${bought ? ' banner banner--success' : ''}`} role="status">
          {bought && `${bought}! Читай урок.`}
        </p>
      </header>
      {!course && isPending ? (
        // A moment, so that a lesson not open for this pupil does not flash its text first.
        <Loader text="Открываем урок..." delayed />
      ) : course?.locked ? (
        <section className="lesson-closed">
          <Icon name="lock" size={40} />
          <p>
            Секретный курс откроется на уровне {SECRET_COURSE_LEVEL} — «{levelName(SECRET_COURSE_LEVEL)}». Сейчас у тебя «{levelName(level)}».
          </p>
          <Link className="button button--primary" to={PATHS.myLevel}>
            Как поднять уровень
          </Link>
        </section>
      ) : course && state && !state.bought ? (
        <section className="lesson-closed">
          <p className="lesson__summary">{lesson.summary}</p>
          {!previous || previous.bought ? (
            <>
              <p>Этот урок открывается за алмазы. Купи его — и читай сколько хочешь, даже без интернета.</p>
              <BuyLessonButton courseId={course.id} lesson={state} onBought={showBought} />
            </>
          ) : (
            <p>
              Сначала открой урок {previous.number} «{previous.title}»: уроки покупаются по порядку.
            </p>
          )}
          <Link to={coursePath(lesson.courseId)}>Ко всем урокам курса</Link>
        </section>
      ) : (
        children
      )}
    </>
  );
}
