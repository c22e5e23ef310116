import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import { projects } from '../../../content/projects';
import type { ClassMatrix } from '../../../../domain/classes';
import { classPath, pupilPath, PATHS } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { getMatrix, listClasses } from '../api/classes-api';
import { pupilsText } from '../model/last-seen';
import { cellLabel, cellMeaning, consentNote, filterRows, fullName, LEGEND, matrixRows, STATE_ICONS, type MatrixFilter } from '../model/matrix';
import { Attendance } from './attendance-sheet';
import { ClassRoster } from './class-roster';
import { LessonsReport } from './lessons-report';
import { PermitMark } from './permit-mark';
import './class-matrix.css';

/** The matrix asks again this often while open: the teacher walks around the room with it. */
const REFRESH_MS = 30_000;

const FILTERS: { value: MatrixFilter; label: string }[] = [
  { value: 'all', label: 'Все' },
  { value: 'waiting', label: 'Ждут проверки' },
  { value: 'stuck', label: 'Застряли' },
  { value: 'not_started', label: 'Не начали проект' },
];

/** The class at a glance: pupils × projects, each cell the state of that build. */
export function ClassMatrixView({ classId }: { classId: number }) {
  const matrix = useQuery({
    queryKey: queryKeys.classes.matrix(classId),
    queryFn: ({ signal }) => getMatrix(classId, signal),
    refetchInterval: REFRESH_MS,
  });
  if (matrix.data) {
    return (
      <>
        <OtherClasses classId={classId} />
        <MatrixTable matrix={matrix.data} />
      </>
    );
  }
  if (matrix.isError) {
    return (
      <section className="card card--center" role="alert">
        <p>{matrix.error.message}</p>
        <Link className="button button--secondary" to={PATHS.classes}>
          К списку классов
        </Link>
      </section>
    );
  }
  return <Loader text="Загружаем класс..." />;
}

/** The teacher's classes (admin: all) as tabs: the other class is one tap away, not back through «Все классы». */
function OtherClasses({ classId }: { classId: number }) {
  const classes = useQuery({ queryKey: queryKeys.classes.list, queryFn: ({ signal }) => listClasses(signal) }).data ?? [];
  if (classes.length < 2) return null;
  return (
    <nav className="tabs link-tabs class-switch" aria-label="Мои классы">
      {classes.map((info) =>
        info.id === classId ? (
          <span key={info.id} className="tabs__tab tabs__tab--active" aria-current="page">
            {info.name}
          </span>
        ) : (
          <Link key={info.id} className="tabs__tab" to={classPath(info.id)}>
            {info.name}
          </Link>
        ),
      )}
    </nav>
  );
}

function StateIcon({ state }: { state: keyof typeof STATE_ICONS }) {
  const name = STATE_ICONS[state];
  return name ? <Icon name={name} size={14} className="matrix__icon" /> : null;
}

function MatrixTable({ matrix }: { matrix: ClassMatrix }) {
  const [filter, setFilter] = useState<MatrixFilter>('all');
  const [projectId, setProjectId] = useState(1);
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const rows = useMemo(() => matrixRows(matrix), [matrix]);
  const shown = filterRows(rows, filter, now, projectId);
  const waiting = rows.reduce((sum, row) => sum + row.waiting, 0);

  return (
    <div className="class-matrix">
      <header className="class-matrix__head">
        <h2 className="class-matrix__title">{matrix.name}</h2>
        <p className="class-matrix__meta">
          {pupilsText(matrix.pupils.length)}
          {waiting > 0 && <> · ждут проверки: {waiting}</>}
        </p>
      </header>
      <Attendance classId={matrix.classId} pupils={matrix.pupils} />
      <div className="tabs class-matrix__filters" role="group" aria-label="Показать">
        {FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`tabs__tab${filter === option.value ? ' tabs__tab--active' : ''}`}
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>

      {filter === 'not_started' && (
        <div className="class-matrix__project">
          <label>
            Какой проект
            <select value={projectId} onChange={(event) => setProjectId(Number(event.target.value))}>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  №{project.id} {project.title}
                </option>
              ))}
            </select>
          </label>
          {matrix.pupils.length > 0 && (
            <p className="class-matrix__meta" role="status">
              Не начали №{projectId}: {shown.length} из {matrix.pupils.length}
            </p>
          )}
        </div>
      )}
      {matrix.pupils.length === 0 ? (
        <p className="class-matrix__empty">В классе пока никого. Покажи ученикам код класса: они войдут со своей страницы.</p>
      ) : shown.length === 0 ? (
        <p className="class-matrix__empty">
          {filter === 'waiting'
            ? 'Никто не ждёт проверки.'
            : filter === 'not_started'
              ? `Проект №${projectId} начали все.`
              : 'Застрявших нет: все что-то делали на этой неделе.'}
        </p>
      ) : (
        <div className="class-matrix__scroll" tabIndex={0} aria-label="Таблица класса, листается вбок">
          <table className="matrix">
            <thead>
              <tr>
                <th scope="col" className="matrix__corner">
                  Ученик
                </th>
                {projects.map((project) => (
                  <th key={project.id} scope="col" className="matrix__project" title={project.title}>
                    <abbr title={project.title}>№{project.id}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.pupil.id} className={row.waiting ? 'matrix__row--waiting' : undefined}>
                  <th scope="row" className="matrix__pupil">
                    <Link to={pupilPath(row.pupil.id)} title={fullName(row.pupil)}>
                      {/* First name and surname a line each, cut with «…» rather than mid-word on a phone. */}
                      <span className="matrix__name">
                        <span>{row.pupil.firstName}</span>
                        {row.pupil.lastName ? <> <span>{row.pupil.lastName}</span></> : null}
                      </span>
                      {row.pupil.solderingPermit && <PermitMark />}
                      {consentNote(row.pupil.consent) && <span className={`matrix__consent matrix__consent--${row.pupil.consent}`}>{consentNote(row.pupil.consent)}</span>}
                      {row.waiting > 0 && (
                        <span className="matrix__waiting" aria-label={`ждут проверки: ${row.waiting}`}>
                          {row.waiting}
                        </span>
                      )}
                    </Link>
                  </th>
                  {projects.map((project) => {
                    const cell = row.cells.get(project.id);
                    const label = cellLabel(cell);
                    return (
                      <td key={project.id} className={`matrix__cell matrix__cell--${label.state}`} data-project={project.id}>
                        <Link
                          to={pupilPath(row.pupil.id, cell?.submissionId)}
                          aria-label={`${fullName(row.pupil)}, №${project.id} «${project.title}»: ${cellMeaning(cell)}`}
                        >
                          <StateIcon state={label.state} />
                          <span className="matrix__text">{label.text}</span>
                        </Link>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ul className="matrix-legend" aria-label="Обозначения">
        {LEGEND.map((entry) => (
          <li key={entry.state}>
            <span className={`matrix-legend__sample matrix__cell--${entry.state}`} aria-hidden="true">
              <StateIcon state={entry.state} /> {entry.text}
            </span>
            {entry.meaning}
          </li>
        ))}
        <li>
          <span className="matrix-legend__sample" aria-hidden="true">
            <span className="permit-mark">
              <Icon name="flame" size={14} />
            </span>
          </span>
          есть допуск к пайке
        </li>
        <li>
          <span className="matrix-legend__sample" aria-hidden="true">
            <span className="matrix__consent matrix__consent--pending">ждёт согласия</span>
          </span>
          родитель ещё не дал согласие: фото и комментарии ученика ждут
        </li>
        <li>
          <span className="matrix-legend__sample" aria-hidden="true">
            <span className="matrix__consent matrix__consent--withdrawn">согласие отозвано</span>
          </span>
          родитель отозвал согласие
        </li>
      </ul>
      <details className="matrix-projects">
        <summary>Проекты по номерам</summary>
        <ol>
          {projects.map((project) => (
            <li key={project.id} value={project.id}>
              {project.title}
            </li>
          ))}
        </ol>
      </details>
      <LessonsReport classId={matrix.classId} />
      <ClassRoster matrix={matrix} />
    </div>
  );
}
