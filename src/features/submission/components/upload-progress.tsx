import { useEffect, useState } from 'react';
import { UPLOAD_ATTEMPTS } from '../../../../domain/submission';
import type { UploadState } from '../hooks/use-upload';

/** The uploading bar (0–100 %) and the retry countdown. */
export function UploadProgress({ state }: { state: UploadState }) {
  const [now, setNow] = useState(() => Date.now());
  const retrying = state.phase === 'retrying';
  useEffect(() => {
    if (!retrying) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [retrying]);

  if (state.phase === 'preparing') return <p className="upload__note">Готовим фото…</p>;
  if (state.phase === 'uploading') {
    return (
      <div className="upload__progress">
        <progress max={100} value={state.percent} aria-label="Отправка фото" />
        <span>
          {state.percent}%{state.attempt > 1 ? ` · попытка ${state.attempt} из ${UPLOAD_ATTEMPTS}` : ''}
        </span>
      </div>
    );
  }
  if (state.phase === 'retrying') {
    const seconds = Math.max(0, Math.ceil((state.until - now) / 1000));
    return (
      <p className="upload__note" role="status">
        Попытка {state.attempt} из {UPLOAD_ATTEMPTS} через {seconds} с… ({state.reason})
      </p>
    );
  }
  return null;
}
