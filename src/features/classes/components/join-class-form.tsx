import { useId, useState } from 'react';
import { CLASS_CODE_LENGTH, LAST_NAME_MAX, normalizeClassCode, type JoinReply } from '../../../../domain/classes';
import { CHARACTERS, countOf } from '../../../../domain/plural';
import { ConsentNotice, consentWaits, useMyConsent } from '../../../components/consent-notice/consent-notice';
import { changedBy, useInvalidate, useMutation } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { joinClass } from '../api/classes-api';
import { codeProblem, LOOK_ALIKES_HINT } from '../model/join-code';
import './join-class.css';

interface JoinClassFormProps {
  /** From the QR code's link (`/join?code=`). */
  initialCode?: string;
  onJoined?(reply: JoinReply): void;
}

/** The code the teacher shows, and a surname so the teacher can tell two Машa apart. */
export function JoinClassForm({ initialCode = '', onJoined }: JoinClassFormProps) {
  const profile = useOwnProfile();
  const consent = useMyConsent();
  const [code, setCode] = useState(() => normalizeClassCode(initialCode));
  const [lastName, setLastName] = useState<string>();
  const [problem, setProblem] = useState('');
  const [joined, setJoined] = useState<JoinReply>();
  const id = useId();
  const invalidate = useInvalidate();
  const joining = useMutation({
    mutationFn: joinClass,
    onSuccess: (reply) => {
      setJoined(reply);
      onJoined?.(reply);
      return invalidate(changedBy.classJoin);
    },
    onError: (error) => setProblem(error.message),
  });
  const surname = lastName ?? profile?.lastName ?? '';

  if (joined && consentWaits(consent)) {
    // Without a parent's consent the works cannot go yet: the notice says what waits and for whom.
    return (
      <div className="join-class__joined">
        <p className="join-class__done" role="status">
          Ты в классе «{joined.name}»! Проекты учителю ты сможешь отправлять, когда родитель даст согласие.
        </p>
        <ConsentNotice topic="photos" />
      </div>
    );
  }
  if (joined) {
    return (
      <p className="join-class__done" role="status">
        Ты в классе «{joined.name}»! Теперь можно отправлять проекты учителю.
      </p>
    );
  }

  return (
    <form
      className="join-class"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const wrong = codeProblem(code);
        if (wrong) return setProblem(wrong);
        setProblem('');
        const trimmed = surname.trim();
        joining.mutate(trimmed ? { code, lastName: trimmed } : { code });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-code`}>Код класса</label>
        <input
          id={`${id}-code`}
          className="join-class__code"
          value={code}
          onChange={(event) => setCode(normalizeClassCode(event.target.value))}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          maxLength={CLASS_CODE_LENGTH + 4}
          placeholder="ABC234"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        />
        <p id={`${id}-hint`} className="join-class__hint">
          {countOf(CLASS_CODE_LENGTH, CHARACTERS)}, их показывает учитель. {LOOK_ALIKES_HINT}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-surname`}>Фамилия (по желанию)</label>
        <input
          id={`${id}-surname`}
          value={surname}
          onChange={(event) => setLastName(event.target.value)}
          maxLength={LAST_NAME_MAX}
          autoComplete="family-name"
        />
        <p className="join-class__hint">Её увидит только учитель — чтобы не перепутать тебя с тёзкой.</p>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={joining.isPending}>
        {joining.isPending ? 'Входим…' : 'Войти в класс'}
      </button>
    </form>
  );
}
