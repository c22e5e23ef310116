import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LabPractice } from '../../../content/lessons/types';
import type { CircuitDocument } from '../../../../domain/circuit/document';
import { LAB_PRACTICE_MSG } from '../../../../domain/lab-practice';
import { lessonPath } from '../../../../domain/paths';
import { ApiError } from '../../../lib/api-error';
import { usePracticeCheck } from '../api/practice-check';
import './practice-panel.css';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A lesson's practice beside the lab's field: the task, «Проверить» and the server's answer
 * (what was measured and what is wanted). The check needs the school's server; without it the
 * panel says so and the circuit stays as it is (docs/decisions/0239-a-lessons-practice-checked-by-the-lab.md).
 */
export function PracticePanel({ lessonId, practice, circuit }: { lessonId: number; practice: LabPractice; circuit: CircuitDocument }) {
  const check = usePracticeCheck();
  // An answer is about the circuit it checked: once the pupil changes the circuit, it is gone.
  const [asked, setAsked] = useState<{ circuit: CircuitDocument; offline: boolean }>();
  const current = asked?.circuit === circuit;

  function send() {
    check.reset();
    // Offline the answer could only be «no connection»: say what it means here without asking.
    const offline = isOffline();
    setAsked({ circuit, offline });
    if (!offline) check.mutate({ lessonId, practiceId: practice.id, circuit });
  }

  const noServer = current && (asked.offline || (check.error instanceof ApiError && check.error.status === null));
  const result = current ? check.data : undefined;
  const error = current ? check.error : null;
  let message: string | undefined;
  let tone = '';
  if (noServer) {
    message = LAB_PRACTICE_MSG.offline;
    tone = 'practice-panel__result--offline';
  } else if (error) {
    message = error.message;
    tone = 'banner--error';
  } else if (result) {
    message = result.message;
    tone = result.passed ? 'banner--success' : 'practice-panel__result--again';
  }

  return (
    <section className="practice-panel" aria-labelledby="practice-title">
      <h3 id="practice-title" className="practice-panel__title">
        Задание урока
      </h3>
      <p className="practice-panel__task">{practice.task}</p>
      <div className="practice-panel__actions">
        <button type="button" className="button button--primary" onClick={send} disabled={check.isPending} aria-busy={check.isPending}>
          {check.isPending ? 'Проверяем...' : 'Проверить'}
        </button>
        <Link to={lessonPath(lessonId)}>Вернуться к уроку</Link>
      </div>
      <p className={message ? `banner ${tone} practice-panel__result` : 'practice-panel__result'} role="status">
        {message}
      </p>
    </section>
  );
}
