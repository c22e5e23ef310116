import { useState } from 'react';
import { Loader } from '../../../components/loader/loader';
import { CLASS_NAME_MAX } from '../../../../domain/classes';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { createClass, listClasses } from '../api/classes-api';
import { ClassCard } from './class-card';
import './classes.css';

/** The teacher's classes: make one, show its join code to the room, open its matrix. */
export function ClassesPage({ admin }: { admin: boolean }) {
  const list = useQuery({ queryKey: queryKeys.classes.list, queryFn: ({ signal }) => listClasses(signal) });
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const [message, showMessage] = useTimedMessage(5000);
  const invalidate = useInvalidate();
  const creating = useMutation({
    mutationFn: (wanted: string) => createClass(wanted),
    onSuccess: (created) => {
      setName('');
      showMessage(`Класс «${created.name}» создан. Покажи ученикам код ${created.code ?? ''}.`);
      return invalidate(changedBy.classChange);
    },
    onError: (error) => setProblem(error.message),
  });

  return (
    <div className="classes">
      <form
        className="card classes__create"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = name.trim();
          if (!wanted) return setProblem('Напиши название класса, например «5 „А“» или «Среда, 16:00».');
          setProblem('');
          creating.mutate(wanted);
        }}
        noValidate
      >
        <label className="field">
          <span className="field__label">Новый класс</span>
          <input
            value={name}
            maxLength={CLASS_NAME_MAX}
            placeholder="Например, «Кружок, среда 16:00»"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'class-name-problem' : undefined}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={creating.isPending}>
          Создать класс
        </button>
        {problem && (
          <p id="class-name-problem" className="field__error" role="alert">
            {problem}
          </p>
        )}
      </form>
      {message && (
        <p className="classes__message" role="status">
          {message}
        </p>
      )}
      {list.data ? (
        list.data.length === 0 ? (
          <p className="classes__empty">Классов пока нет. Создай первый — у него будет код, по которому ученики войдут в класс.</p>
        ) : (
          <ul className="classes__list">
            {list.data.map((item) => (
              <li key={item.id}>
                <ClassCard info={item} showTeacher={admin} />
              </li>
            ))}
          </ul>
        )
      ) : list.isError ? (
        <section className="card card--center" role="alert">
          <p>{list.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
            Повторить
          </button>
        </section>
      ) : (
        <Loader text="Загружаем классы..." />
      )}
    </div>
  );
}
