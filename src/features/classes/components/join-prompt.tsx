import { useState } from 'react';
import { queryKeys, useQuery } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { getMyClass } from '../api/classes-api';
import { JoinClassForm } from './join-class-form';
import './join-class.css';

const dismissedKey = (userId: number) => `join-prompt-dismissed:${userId}`;

function wasDismissed(userId: number): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * On the home page of a pupil who is in no class yet: the way in, once, never in the way. «Позже»
 * hides it on this device; the own page keeps the same form.
 */
export function JoinPrompt() {
  const profile = useOwnProfile();
  const pupil = profile?.role === 'pupil';
  const mine = useQuery({ queryKey: queryKeys.myClass, queryFn: ({ signal }) => getMyClass(signal), enabled: pupil });
  const [hidden, setHidden] = useState(false);
  const [joined, setJoined] = useState(false);
  if (!profile || !pupil || hidden || (mine.data !== null && !joined) || wasDismissed(profile.id)) return null;
  return (
    <section className="card join-prompt" aria-labelledby="join-prompt-title">
      <h2 id="join-prompt-title" className="join-prompt__title">
        Ты занимаешься в классе?
      </h2>
      <p className="join-prompt__lead">Введи код класса, который показывает учитель, — и сможешь сдавать проекты на проверку.</p>
      <JoinClassForm onJoined={() => setJoined(true)} />
      <button
        type="button"
        className="button button--ghost button--small join-prompt__later"
        onClick={() => {
          try {
            localStorage.setItem(dismissedKey(profile.id), '1');
          } catch {
            // Private mode: it hides for this visit only.
          }
          setHidden(true);
        }}
      >
        {joined ? 'Закрыть' : 'Позже'}
      </button>
    </section>
  );
}
