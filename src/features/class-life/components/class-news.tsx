import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dayText, dueText, type Assignment } from '../../../../domain/class-life';
import { lessonPath, projectPath } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { getAnnouncements, getAssignments, getMyClass } from '../api/class-life-api';
import { homeAnnouncements, homeAssignments } from '../model/home-news';
import { localDay } from '../model/today';
import './class-life.css';

// The pupil's home: what the class must hand in and by when, and the teacher's announcements
// (docs/product.md, Classes; docs/decisions/0281-…, 0282-…). Nothing shows for a pupil in no class.

function tone(one: Assignment, text: string): string {
  if (one.mine === 'done') return 'ok';
  if (one.mine === 'missing' || text.startsWith('просрочено')) return 'late';
  if (one.mine === 'late') return 'soft';
  return text === 'сдать сегодня' || text === 'сдать завтра' ? 'soon' : 'open';
}

export function ClassNews() {
  const profile = useOwnProfile();
  const pupil = profile?.role === 'pupil';
  // The day is read once per visit to the page: a pupil does not watch midnight pass on it.
  const [seenAt] = useState(() => new Date());
  const mine = useQuery({ queryKey: queryKeys.myClass, queryFn: ({ signal }) => getMyClass(signal), enabled: pupil });
  const classId = mine.data?.classId;
  const assignments = useQuery({
    queryKey: queryKeys.classes.assignments(classId ?? 0),
    queryFn: ({ signal }) => getAssignments(classId!, signal),
    enabled: classId !== undefined,
  });
  const announcements = useQuery({
    queryKey: queryKeys.classes.announcements(classId ?? 0),
    queryFn: ({ signal }) => getAnnouncements(classId!, signal),
    enabled: classId !== undefined,
  });
  if (!pupil || classId === undefined) return null;
  const today = localDay(seenAt);
  const tasks = homeAssignments(assignments.data ?? [], today);
  const notes = homeAnnouncements(announcements.data ?? [], today, Math.floor(seenAt.getTime() / 1000));
  if (tasks.length === 0 && notes.length === 0) return null;
  return (
    <section className="class-news" aria-labelledby="class-news-title">
      <h2 id="class-news-title" className="class-news__title">
        Класс «{mine.data?.name}»
      </h2>
      {notes.length > 0 && (
        <ul className="class-news__notes" aria-label="Объявления учителя">
          {notes.map((note) => (
            <li key={note.id} className="class-news__note">
              <span className="class-news__note-head">
                Объявление · {note.author.name}
                {note.day ? ` · ${dayText(note.day)}` : ''}
              </span>
              <span className="class-news__note-text">{note.text}</span>
            </li>
          ))}
        </ul>
      )}
      {tasks.length > 0 && (
        <>
          <h3 className="class-news__subtitle">Задания</h3>
          <ul className="class-news__tasks">
            {tasks.map((task) => {
              const text = dueText(task.due, today, task.mine);
              return (
                <li key={task.id} className="class-news__task">
                  <Link className="class-news__task-title" to={task.projectId !== null ? projectPath(task.projectId) : lessonPath(task.lessonId!)}>
                    {task.title}
                  </Link>
                  <span className="class-news__due">к {dayText(task.due)}</span>
                  <span className={`class-news__left class-news__left--${tone(task, text)}`}>{text}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
