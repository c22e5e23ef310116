import { useState } from 'react';
import { ERROR_BANNER_MS } from '../../../domain/constants';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useSession } from '../../../stores/session';
import { setHiddenFromLeaderboards } from '../api/progress-api';
import './progress.css';

/** «Скрыть меня из общих рейтингов»: others then see «Скрытый ученик» in the pupil's place. */
export function VisibilityToggle({ onChange }: { onChange?: () => void }) {
  const hidden = useSession((s) => s.profile?.hiddenFromLeaderboards ?? false);
  const [saving, setSaving] = useState(false);
  const [message, show] = useTimedMessage(ERROR_BANNER_MS);

  async function toggle(next: boolean) {
    setSaving(true);
    try {
      const answer = await setHiddenFromLeaderboards(next);
      await useSession.getState().refreshProfile();
      show(answer.message);
      onChange?.();
    } catch {
      show('Не удалось сохранить. Попробуй позже.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card visibility" aria-labelledby="visibility-title">
      <h2 id="visibility-title" className="progress__title">
        Кто видит меня в рейтинге
      </h2>
      <label className="visibility__switch">
        <input type="checkbox" checked={hidden} disabled={saving} onChange={(event) => toggle(event.target.checked)} />
        <span>Скрыть меня из общих рейтингов</span>
      </label>
      <p className="progress__note">
        Другие ученики увидят на твоём месте «Скрытый ученик» — без имени и фото. Алмазы, рейтинг и медали ты получаешь как обычно.
      </p>
      <p className="visibility__message" role="status">
        {message}
      </p>
    </section>
  );
}
