import { useState } from 'react';
import { projects } from '../../../content/projects';
import { CLASS_LIFE_MSG, dayText, type Assignment, type AssignmentState } from '../../../../domain/class-life';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { deleteAssignment, getAssignments, getCourses, setAssignment } from '../api/class-life-api';
import { localDay } from '../model/today';
import './class-life.css';

// The class page's «Задания» (docs/decisions/0281-assignments-and-what-late-and-missing-mean.md): the
// teacher sets a project or a lesson by a date, and a table marks each pupil on time, late or missing.

const MARKS: Record<AssignmentState, { text: string; label: string }> = {
  done: { text: '✓ вовремя', label: 'сдано вовремя' },
  late: { text: 'с опозданием', label: 'сдано с опозданием' },
  missing: { text: 'не сдано', label: 'не сдано, срок прошёл' },
  open: { text: '—', label: 'ещё не сдано, срок не прошёл' },
};

const count = (one: Assignment, state: AssignmentState) => one.pupils.filter((pupil) => pupil.state === state).length;

export function AssignmentsPanel({ classId }: { classId: number }) {
  const list = useQuery({ queryKey: queryKeys.classes.assignments(classId), queryFn: ({ signal }) => getAssignments(classId, signal) });
  const courses = useQuery({ queryKey: queryKeys.courses, queryFn: ({ signal }) => getCourses(signal) });
  const invalidate = useInvalidate();
  const [what, setWhat] = useState('p:1');
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState('');
  const [message, showMessage] = useTimedMessage(5000);
  const saving = useMutation({
    mutationFn: () => {
      const [kind, id] = what.split(':');
      return setAssignment(classId, kind === 'l' ? { lessonId: Number(id), due } : { projectId: Number(id), due });
    },
    onSuccess: (saved) => {
      setProblem('');
      showMessage(`Задано: ${saved.title} к ${dayText(saved.due)}`);
      return invalidate(changedBy.classLife(classId));
    },
    onError: (error) => setProblem(error.message),
  });
  const removing = useMutation({
    mutationFn: (id: number) => deleteAssignment(classId, id),
    onSuccess: () => {
      showMessage(CLASS_LIFE_MSG.assignmentDeleted);
      return invalidate(changedBy.classLife(classId));
    },
    onError: (error) => setProblem(error.message),
  });
  const assignments = list.data ?? [];
  const pupils = assignments[0]?.pupils ?? [];

  return (
    <section className="class-life" aria-labelledby="assignments-title">
      <h3 id="assignments-title">Задания</h3>
      <form
        className="class-life__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!due) return setProblem(CLASS_LIFE_MSG.dueBad);
          saving.mutate();
        }}
      >
        <div className="class-life__row">
          <label className="field">
            <span className="field__label">Что сделать</span>
            <select className="field__input" value={what} onChange={(event) => setWhat(event.target.value)}>
              <optgroup label="Проекты">
                {projects.map((project) => (
                  <option key={project.id} value={`p:${project.id}`}>
                    Проект №{project.id} «{project.title}»
                  </option>
                ))}
              </optgroup>
              {(courses.data ?? []).map((course) => (
                <optgroup key={course.id} label={course.title}>
                  {course.lessons.map((lesson) => (
                    <option key={lesson.id} value={`l:${lesson.id}`}>
                      Урок «{lesson.title}»
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">К какому дню</span>
            <input className="field__input" type="date" min={localDay()} value={due} onChange={(event) => setDue(event.target.value)} aria-describedby="assignment-problem" />
          </label>
          <button type="submit" className="button button--primary" disabled={saving.isPending}>
            Задать
          </button>
        </div>
        {problem && (
          <p id="assignment-problem" className="field__error" role="alert">
            {problem}
          </p>
        )}
        <p role="status" className="class-life__meta">
          {message}
        </p>
      </form>
      {list.isError && <p role="alert">Не удалось загрузить задания: {list.error.message}</p>}
      {list.isSuccess && assignments.length === 0 && <p className="class-life__meta">Заданий пока нет.</p>}
      {assignments.length > 0 && (
        <div className="class-life__table-wrap" tabIndex={0} role="region" aria-label="Кто сдал задания">
          <table className="class-life__table">
            <thead>
              <tr>
                <th scope="col">Ученик</th>
                {assignments.map((one) => (
                  <th key={one.id} scope="col">
                    {one.title}
                    <span className="class-life__meta">к {dayText(one.due)}</span>
                    <span className="class-life__meta">
                      вовремя {count(one, 'done')}, с опозданием {count(one, 'late')}, не сдали {count(one, 'missing')}
                    </span>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={removing.isPending}
                      onClick={() => {
                        if (window.confirm(`Удалить задание «${one.title}»?`)) removing.mutate(one.id);
                      }}
                    >
                      Удалить
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pupils.map((pupil) => (
                <tr key={pupil.userId}>
                  <th scope="row">{[pupil.firstName, pupil.lastName].filter(Boolean).join(' ')}</th>
                  {assignments.map((one) => {
                    const state = one.pupils.find((row) => row.userId === pupil.userId)?.state ?? 'open';
                    return (
                      <td key={one.id}>
                        <span className={`class-life__mark class-life__mark--${state}`} title={MARKS[state].label}>
                          {MARKS[state].text}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
