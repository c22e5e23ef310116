import { useEffect, useRef, useState } from 'react';
import { isStaff } from '../../../../domain/constants';
import { toApiError } from '../../../lib/api-client';
import { currentPushSubscription, subscribeThisDevice, unsubscribeThisDevice } from '../../../lib/push-manager';
import { useOwnProfile } from '../../../stores/own-profile';
import { forgetSubscription, getPushKey, saveSubscription } from '../api/push-api';
import { PUSH_SUPPORT_TEXT, pushSupport, readPushEnvironment } from '../model/push-support';
import './notifications.css';

// «Уведомления» in the settings (docs/decisions/0283-web-push-turned-on-by-the-person.md): off by
// default, on with one tap on this device, off again here. Where the device cannot have them, the
// card says why; the notices inside the app stay either way.

export function PushToggle() {
  const role = useOwnProfile()?.role;
  const [support] = useState(() => pushSupport(readPushEnvironment()));
  const [on, setOn] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const busyRef = useRef(false);

  useEffect(() => {
    if (support !== 'available') return;
    let live = true;
    void currentPushSubscription().then((subscription) => live && setOn(subscription !== null));
    return () => {
      live = false;
    };
  }, [support]);

  if (role !== 'pupil' && !isStaff(role)) return null;
  const what = isStaff(role) ? 'Сколько работ ждут проверки — не чаще раза в час.' : '«Проект принят», «Вернули на доработку» и «Учитель ответил».';

  async function change(next: boolean) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setMessage('');
    setProblem('');
    try {
      if (next) {
        const { publicKey } = await getPushKey();
        const body = await subscribeThisDevice(publicKey);
        if (body === 'denied') return setProblem('Браузер не разрешил уведомления. Их можно разрешить в настройках сайта.');
        if (body === 'failed') return setProblem('Не получилось включить уведомления на этом устройстве. Попробуй позже.');
        try {
          await saveSubscription(body);
        } catch (failure) {
          await unsubscribeThisDevice();
          throw failure;
        }
        setOn(true);
        setMessage('Уведомления включены на этом устройстве');
      } else {
        const endpoint = await unsubscribeThisDevice();
        if (endpoint) await forgetSubscription(endpoint);
        setOn(false);
        setMessage('Уведомления выключены');
      }
    } catch (failure) {
      setProblem(toApiError(failure).message);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <section className="card push-toggle" aria-labelledby="push-title">
      <h2 id="push-title" className="push-toggle__title">
        Уведомления
      </h2>
      {support === 'available' ? (
        <>
          <label className="push-toggle__switch">
            <input type="checkbox" checked={on === true} disabled={busy || on === undefined} onChange={(event) => void change(event.target.checked)} />
            <span>Присылать уведомления на это устройство</span>
          </label>
          <p className="push-toggle__note">{what}</p>
        </>
      ) : (
        <p className="push-toggle__note" role="note">
          {PUSH_SUPPORT_TEXT[support]}
        </p>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <p className="push-toggle__message" role="status">
        {message}
      </p>
    </section>
  );
}
