import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import type { Course, HardQuestion, LessonsReport as Report, LessonsReportPupil } from '../../../../domain/lessons';
import { queryKeys, useQuery } from '../../../lib/query';
import { getCourses, getLessonsReport } from '../api/club-api';
import { fullName } from '../model/matrix';
import { PermitMark } from './permit-mark';
import './lessons-report.css';

// The class's lessons for its teacher: who passed which lesson (a table on a wide screen, a list
// on a phone) and the questions the class got wrong most often («Трудные вопросы»).

const REFRESH_MS = 60_000;

export function LessonsReport({ classId }: { classId: number }) {
  const report = useQuery({
    queryKey: queryKeys.classes.lessonsReport(classId),
    queryFn: ({ signal }) => getLessonsReport(classId, signal),
    refetchInterval: REFRESH_MS,
  });
  const courses = useQuery({ queryKey: queryKeys.courses, queryFn: ({ signal }) => getCourses(signal) });
  return (
    <section className="lessons-report" aria-labelledby="lessons-report-title">
      <h3 id="lessons-report-title">Уроки</h3>
      {report.data ? (
        <ReportBody report={report.data} courses={courses.data ?? []} />
      ) : report.isError ? (
        <p role="alert">{report.error.message}</p>
      ) : (
        <Loader size="small" text="Загружаем уроки класса..." />
      )}
    </section>
  );
}

function ReportBody({ report, courses }: { report: Report; courses: readonly Course[] }) {
  const pupils = [...report.pupils].sort((a, b) => b.passed.length - a.passed.length || fullName(a).localeCompare(fullName(b), 'ru'));
  const total = courses.reduce((sum, course) => sum + course.lessons.length, 0);
  return (
    <>
      {pupils.length === 0 ? (
        <p className="lessons-report__empty">В классе пока никого.</p>
      ) : (
        <>
          {courses.length > 0 && <PassedTable pupils={pupils} courses={courses} />}
          <ul className={`lessons-report__list${courses.length === 0 ? ' lessons-report__list--always' : ''}`} aria-label="Кто сколько уроков прошёл">
            {pupils.map((pupil) => (
              <PupilLine key={pupil.id} pupil={pupil} courses={courses} total={total} />
            ))}
          </ul>
        </>
      )}
      <HardQuestions hardest={report.hardest} />
    </>
  );
}

function PassedTable({ pupils, courses }: { pupils: readonly LessonsReportPupil[]; courses: readonly Course[] }) {
  return (
    <div className="lessons-report__scroll" tabIndex={0} aria-label="Таблица уроков класса, листается вбок">
      <table className="lessons-table">
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="lessons-table__corner">
              Ученик
            </th>
            {courses.map((course) => (
              <th key={course.id} scope="colgroup" colSpan={course.lessons.length} className="lessons-table__course" title={course.title}>
                {courseShort(course)}
              </th>
            ))}
          </tr>
          <tr>
            {courses.flatMap((course) =>
              course.lessons.map((lesson) => (
                <th key={lesson.id} scope="col" className="lessons-table__lesson">
                  <abbr title={lesson.title}>{lesson.number}</abbr>
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {pupils.map((pupil) => {
            const passed = new Set(pupil.passed);
            return (
              <tr key={pupil.id}>
                <th scope="row" className="lessons-table__pupil">
                  {fullName(pupil)} {pupil.solderingPermit && <PermitMark />}
                </th>
                {courses.flatMap((course) =>
                  course.lessons.map((lesson) => (
                    <td key={lesson.id} className={passed.has(lesson.id) ? 'lessons-table__yes' : 'lessons-table__no'}>
                      {passed.has(lesson.id) ? (
                        <span role="img" aria-label={`«${lesson.title}»: пройден`}>
                          <Icon name="check" size={14} />
                        </span>
                      ) : (
                        <span aria-label={`«${lesson.title}»: не пройден`}>·</span>
                      )}
                    </td>
                  )),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function PupilLine({ pupil, courses, total }: { pupil: LessonsReportPupil; courses: readonly Course[]; total: number }) {
  const passed = new Set(pupil.passed);
  return (
    <li className="lessons-report__pupil">
      <span className="lessons-report__name">
        {fullName(pupil)} {pupil.solderingPermit && <PermitMark />}
      </span>
      <span className="lessons-report__count">
        {courses.length === 0
          ? `пройдено уроков: ${pupil.passed.length}`
          : courses
              .filter((course) => !course.locked || course.lessons.some((lesson) => passed.has(lesson.id)))
              .map((course) => `${courseShort(course)}: ${course.lessons.filter((lesson) => passed.has(lesson.id)).length} из ${course.lessons.length}`)
              .join(' · ')}
      </span>
      {total > 0 && (
        <span className="lessons-report__bar" aria-hidden="true">
          <span style={{ width: `${Math.round((pupil.passed.length / total) * 100)}%` }} />
        </span>
      )}
    </li>
  );
}

/** «Электроника» of «Электроника: первые шаги»: the list's line stays short on a phone. */
function courseShort(course: Course): string {
  return course.title.split(':')[0]!.trim();
}

function HardQuestions({ hardest }: { hardest: readonly HardQuestion[] }) {
  return (
    <div className="hard-questions">
      <h4>Трудные вопросы</h4>
      {hardest.length === 0 ? (
        <p className="lessons-report__empty">Ошибок пока нет: вопросы появятся здесь, когда ученики начнут проверять ответы в уроках.</p>
      ) : (
        <ol className="hard-questions__list">
          {hardest.map((question) => {
            const share = question.attempts > 0 ? Math.round((question.wrong / question.attempts) * 100) : 0;
            return (
              <li key={`${question.lessonId}-${question.questionId}`} className="hard-questions__item">
                <span className="hard-questions__prompt">{question.prompt}</span>
                <span className="hard-questions__lesson">Урок «{question.lessonTitle}»</span>
                <span className="hard-questions__share">
                  <strong>{share} % ошибок</strong> · неверно {question.wrong} из {question.attempts}
                </span>
                <span className="hard-questions__bar" aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
