import { useState } from 'react';
import { ANNOUNCEMENT_MAX, announcementProblem, CLASS_LIFE_MSG, dayText } from '../../../../domain/class-life';
import { changedBy, queryKeys, useInvalidate, useMutation, useQuery } from '../../../lib/query';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { deleteAnnouncement, getAnnouncements, postAnnouncement } from '../api/class-life-api';
import { localDay } from '../model/today';
import './class-life.css';

// The class page's «Объявления» (docs/decisions/0282-announcements-to-a-class.md): a short text to
// the class, with a day if it is about one; the pupils read it on their home, parents in the weekly letter.

export function AnnouncementsPanel({ classId }: { classId: number }) {
  const list = useQuery({ queryKey: queryKeys.classes.announcements(classId), queryFn: ({ signal }) => getAnnouncements(classId, signal) });
  const invalidate = useInvalidate();
  const [text, setText] = useState('');
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState('');
  const [message, showMessage] = useTimedMessage(5000);
  const length = text.trim().length;
  const sending = useMutation({
    mutationFn: () => postAnnouncement(classId, { text, day: day || null }),
    onSuccess: () => {
      setText('');
      setDay('');
      setProblem('');
      showMessage(CLASS_LIFE_MSG.announcementSent);
      return invalidate(changedBy.classLife(classId));
    },
    onError: (error) => setProblem(error.message),
  });
  const removing = useMutation({
    mutationFn: (id: number) => deleteAnnouncement(classId, id),
    onSuccess: () => invalidate(changedBy.classLife(classId)),
    onError: (error) => setProblem(error.message),
  });

  return (
    <section className="class-life" aria-labelledby="announcements-title">
      <h3 id="announcements-title">Объявления</h3>
      <form
        className="class-life__form"
        onSubmit={(event) => {
          event.preventDefault();
          const found = announcementProblem(text);
          if (found) return setProblem(found);
          sending.mutate();
        }}
      >
        <label className="field">
          <span className="field__label">Текст для класса</span>
          <textarea className="field__input" rows={3} value={text} onChange={(event) => setText(event.target.value)} aria-describedby="announcement-problem" />
        </label>
        <span className={`class-life__counter${length > ANNOUNCEMENT_MAX ? ' class-life__counter--over' : ''}`}>
          {length}/{ANNOUNCEMENT_MAX}
        </span>
        <div className="class-life__row">
          <label className="field">
            <span className="field__label">День (если объявление о нём)</span>
            <input className="field__input" type="date" min={localDay()} value={day} onChange={(event) => setDay(event.target.value)} />
          </label>
          <button type="submit" className="button button--primary" disabled={sending.isPending}>
            Отправить классу
          </button>
        </div>
        {problem && (
          <p id="announcement-problem" className="field__error" role="alert">
            {problem}
          </p>
        )}
        <p role="status" className="class-life__meta">
          {message}
        </p>
      </form>
      {(list.data ?? []).length > 0 && (
        <ul className="class-life__list">
          {list.data!.map((one) => (
            <li key={one.id} className="class-life__item">
              <span>
                <span className="class-life__item-text">{one.text}</span>
                <span className="class-life__meta">
                  {new Date(one.createdAt * 1000).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long' })}
                  {one.day ? ` · о дне ${dayText(one.day)}` : ''}
                </span>
              </span>
              <button type="button" className="button button--ghost button--small" disabled={removing.isPending} onClick={() => removing.mutate(one.id)}>
                Удалить
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
