import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ERROR_BANNER_MS, SUCCESS_BANNER_MS } from '../../../../domain/constants';
import { MSG } from '../../../../domain/messages';
import { hasErrors, type FieldErrors } from '../../../../domain/validation';
import { toApiError, type ApiError } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import type { ErrorCode } from '../../../../domain/api';

/** Answers that tell the visitor to wait: kept on screen until read (the hook's comment). */
const WAIT_CODES: readonly (ErrorCode | undefined)[] = ['RATE_LIMITED', 'SERVER_BUSY'];

/**
 * The login and registration forms' shared behaviour: field errors that clear when
 * the field is edited, 'Проверьте введенные данные' when a rule fails, a busy flag while the call
 * runs, an error banner for 5 s and a success banner for 3 s. A refusal that asks to wait (too many
 * tries, the server busy) stays until the visitor edits a field or tries again: read in 5 s by
 * nobody in a class of 30 (docs/decisions/0234-a-class-code-vouches-for-its-pupils-sign-ups.md).
 */
export function useAuthForm<K extends string>(initial: Record<K, string>, validate: (values: Record<K, string>) => FieldErrors<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const [timedError, showError] = useTimedMessage(ERROR_BANNER_MS);
  const [refusal, setRefusal] = useState('');
  const error = refusal || timedError;
  const [success, showSuccess] = useTimedMessage(SUCCESS_BANNER_MS);

  function field(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
        const value = event.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        setRefusal('');
        setErrors(({ [name]: _cleared, ...rest }) => rest as FieldErrors<K>);
      },
    };
  }

  /** Validates, then runs `send`; a failure shows `describe(error)` in the error banner. */
  async function submit(
    event: FormEvent,
    send: (values: Record<K, string>) => Promise<void>,
    describe: (error: ApiError) => string = (e) => e.message,
  ) {
    event.preventDefault();
    setRefusal('');
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      showError(MSG.checkInput);
      return;
    }
    setBusy(true);
    showError('');
    try {
      await send(values);
    } catch (failure) {
      const problem = toApiError(failure);
      if (WAIT_CODES.includes(problem.code)) setRefusal(describe(problem));
      else showError(describe(problem));
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, field, busy, error, success, showError, showSuccess, submit };
}
