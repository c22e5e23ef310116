import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon/icon';
import type { Lesson, LessonQuestion } from '../../../content/lessons';
import { badgeById, LESSON_PASS_SHARE, type CheckResult } from '../../../../domain/lessons';
import { coursePath } from '../../../../domain/paths';
import { countOf, DIAMONDS } from '../../../../domain/plural';
import { ApiError } from '../../../lib/api-error';
import { userIdOf } from '../../../lib/jwt';
import { checkAnswers, forgetAnswers, readAnswers, subscribeAnswers, type LessonChecker } from '../../../lib/lesson-answers';
import { changedBy, useInvalidate } from '../../../lib/query';
import { useSession } from '../../../stores/session';
import { answerOf, emptyDraft, notNumbers, unanswered, type Draft } from '../model/answers';
import { ChoiceQuestion, NumberQuestion, OrderQuestion, TapQuestion } from './questions';
import './courses.css';

/** What the pupil reads when answers wait for the network. */
export const WAITING_TEXT = 'Ответы сохранены — проверим, когда появится связь';
const NOT_A_NUMBER = 'Напиши число цифрами, например 0,015';

type Outcome = { kind: 'result'; result: CheckResult } | { kind: 'waiting' } | { kind: 'error'; message: string } | { kind: 'missing'; numbers: number[] };

/**
 * The lesson's questions and «Проверить»: every answer goes to the server at once, each result
 * shows under its question (✓, or why), and the verdict below the button takes the focus. With no
 * network the answers wait on the device (src/lib/lesson-answers.ts) and the verdict comes when
 * they have been checked — also after a reload.
 */
export function LessonQuiz({ lesson, checker }: { lesson: Lesson; checker?: LessonChecker }) {
  const owner = userIdOf(useSession((s) => s.token));
  const [drafts, setDrafts] = useState<Draft[]>(() => lesson.questions.map(emptyDraft));
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  /** Results by question, until the pupil changes that answer. */
  const [results, setResults] = useState<(CheckResult['results'][number] | undefined)[]>([]);
  const [problems, setProblems] = useState<number[]>([]);
  const [checking, setChecking] = useState(false);
  const verdict = useRef<HTMLDivElement>(null);
  const invalidate = useInvalidate();

  const show = (next: Outcome) => {
    setOutcome(next);
    if (next.kind === 'result') setResults(next.result.results);
    requestAnimationFrame(() => verdict.current?.focus());
  };

  // Answers checked offline earlier: their result once it has come (now, or while the page is open).
  useEffect(() => {
    if (owner === undefined) return undefined;
    let alive = true;
    const look = async () => {
      const record = await readAnswers(owner, lesson.id).catch(() => undefined);
      if (!alive || !record) return;
      if (record.state === 'waiting') {
        setDrafts(draftsOf(lesson.questions, record.answers));
        setOutcome({ kind: 'waiting' });
        return;
      }
      setDrafts(draftsOf(lesson.questions, record.answers));
      show(record.state === 'checked' && record.result ? { kind: 'result', result: record.result } : { kind: 'error', message: record.error?.message ?? '' });
      await forgetAnswers(owner, lesson.id).catch(() => undefined);
      if (record.state === 'checked') void invalidate(changedBy.lessonCheck);
    };
    void look();
    const stop = subscribeAnswers(() => void look());
    return () => {
      alive = false;
      stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per pupil and lesson
  }, [owner, lesson.id]);

  const change = (index: number, draft: Draft) => {
    setDrafts((all) => all.map((d, i) => (i === index ? draft : d)));
    setResults((all) => all.map((r, i) => (i === index ? undefined : r)));
    setProblems((all) => all.filter((i) => i !== index));
  };

  async function check() {
    const wrongNumbers = notNumbers(drafts);
    const missing = unanswered(drafts).filter((i) => !wrongNumbers.includes(i));
    if (wrongNumbers.length > 0 || missing.length > 0) {
      setProblems(wrongNumbers);
      if (wrongNumbers.length > 0) {
        document.getElementById(`q-${lesson.id}-${lesson.questions[wrongNumbers[0]!]!.id}-input`)?.focus();
        setOutcome(undefined);
      } else show({ kind: 'missing', numbers: missing.map((i) => i + 1) });
      return;
    }
    setChecking(true);
    try {
      const answers = drafts.map(answerOf);
      const result = await checkAnswers(owner ?? 0, lesson.courseId, lesson.id, answers, checker);
      if (result.kind === 'checked') {
        show({ kind: 'result', result: result.result });
        void invalidate(changedBy.lessonCheck);
      } else {
        show({ kind: 'waiting' });
      }
    } catch (error) {
      show({ kind: 'error', message: error instanceof ApiError ? error.message : 'Не получилось проверить ответы. Попробуй ещё раз.' });
    } finally {
      setChecking(false);
    }
  }

  const again = () => {
    const first = results.findIndex((r) => r && !r.ok);
    const question = lesson.questions[Math.max(0, first)];
    document.getElementById(`q-${lesson.id}-${question?.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById(`q-${lesson.id}-${question?.id}`)?.focus({ preventScroll: true });
  };

  return (
    <section className="quiz" aria-labelledby="quiz-title">
      <h2 id="quiz-title" className="quiz__title">
        Проверь себя
      </h2>
      <p className="quiz__lead">
        Ответь на {lesson.questions.length === 1 ? 'вопрос' : 'вопросы'} и нажми «Проверить». Урок пройден, если верно хотя бы{' '}
        {Math.ceil(lesson.questions.length * LESSON_PASS_SHARE)} из {lesson.questions.length}.
      </p>
      <ol className="quiz__questions">
        {lesson.questions.map((question, i) => {
          const name = `q-${lesson.id}-${question.id}`;
          const result = results[i];
          return (
            <li key={question.id} id={name} tabIndex={-1} className={`question${result ? (result.ok ? ' question--ok' : ' question--wrong') : ''}`}>
              <p id={`${name}-prompt`} className="question__prompt">
                <span className="question__number">{i + 1}.</span> {question.prompt}
              </p>
              {question.kind !== 'tap' && question.picture && (
                <img className="question__picture" src={question.picture.src} width={question.picture.width} height={question.picture.height} alt={question.picture.alt} />
              )}
              <QuestionInput question={question} name={name} draft={drafts[i]!} onChange={(draft) => change(i, draft)} problem={problems.includes(i) ? NOT_A_NUMBER : undefined} />
              {result && (
                <p className={`question__result question__result--${result.ok ? 'ok' : 'wrong'}`}>
                  {result.ok ? (
                    <>
                      <Icon name="check" size={20} /> Верно!
                    </>
                  ) : (
                    <>
                      <strong>Не совсем.</strong> {result.explanation}
                    </>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--primary quiz__check" onClick={() => void check()} disabled={checking} aria-busy={checking}>
        {checking ? 'Проверяем...' : 'Проверить'}
      </button>
      <div className="quiz__verdict" ref={verdict} tabIndex={-1} role="status">
        {outcome && <Verdict outcome={outcome} onAgain={again} courseId={lesson.courseId} />}
      </div>
    </section>
  );
}

function QuestionInput({ question, name, draft, onChange, problem }: { question: LessonQuestion; name: string; draft: Draft; onChange(draft: Draft): void; problem?: string }) {
  if (question.kind === 'choice' && draft.kind === 'choice') return <ChoiceQuestion question={question} name={name} draft={draft} onChange={onChange} />;
  if (question.kind === 'number' && draft.kind === 'number') return <NumberQuestion question={question} name={name} draft={draft} onChange={onChange} problem={problem} />;
  if (question.kind === 'order' && draft.kind === 'order') return <OrderQuestion question={question} name={name} draft={draft} onChange={onChange} />;
  if (question.kind === 'tap' && draft.kind === 'tap') return <TapQuestion question={question} name={name} draft={draft} onChange={onChange} />;
  return null;
}

function Verdict({ outcome, onAgain, courseId }: { outcome: Outcome; onAgain(): void; courseId: number }) {
  if (outcome.kind === 'waiting') {
    return (
      <p className="verdict verdict--waiting">
        <Icon name="pin" size={22} /> {WAITING_TEXT}
      </p>
    );
  }
  if (outcome.kind === 'error') return <p className="verdict verdict--error">{outcome.message || 'Не получилось проверить ответы. Попробуй ещё раз.'}</p>;
  if (outcome.kind === 'missing') {
    return (
      <p className="verdict verdict--missing">
        Ответь на все вопросы: {outcome.numbers.length === 1 ? `остался вопрос ${outcome.numbers[0]}` : `остались вопросы ${outcome.numbers.join(', ')}`}.
      </p>
    );
  }
  const { result } = outcome;
  return (
    <div className={`verdict ${result.passed ? 'verdict--passed' : 'verdict--failed'}`}>
      {result.passed ? (
        <>
          <p className="verdict__title">Урок пройден!</p>
          <p>
            Верно {result.correct} из {result.total}.{' '}
            {result.reward > 0 ? (
              <strong className="verdict__reward">
                +{countOf(result.reward, DIAMONDS)} <Icon name="diamond" size={20} />
              </strong>
            ) : (
              'Алмазы за этот урок уже были начислены раньше.'
            )}
          </p>
          <Link to={coursePath(courseId)}>Дальше по курсу</Link>
        </>
      ) : (
        <>
          <p className="verdict__title">
            Верно {result.correct} из {result.total}
          </p>
          <p>Почитай объяснения под вопросами и исправь ответы.</p>
          <button type="button" className="button button--secondary" onClick={onAgain}>
            Попробуй ещё раз
          </button>
        </>
      )}
      {result.badges.map((badge) => (
        <p key={badge.id} className="verdict__badge">
          <Icon name="trophy" size={24} />
          <span>
            <strong>Новая награда: «{badge.title}»</strong> {badgeById(badge.id)?.notice ?? ''}
          </span>
        </p>
      ))}
    </div>
  );
}

function draftsOf(questions: readonly LessonQuestion[], answers: readonly unknown[]): Draft[] {
  return questions.map((question, i) => {
    const answer = answers[i];
    switch (question.kind) {
      case 'choice':
        return { kind: 'choice', value: typeof answer === 'number' ? answer : null };
      case 'number':
        return { kind: 'number', text: typeof answer === 'number' ? String(answer).replace('.', ',') : '' };
      case 'order':
        return Array.isArray(answer) && answer.length === question.items.length
          ? { kind: 'order', order: answer as number[], touched: true }
          : emptyDraft(question);
      case 'tap':
        return { kind: 'tap', value: typeof answer === 'string' ? answer : null };
    }
  });
}
