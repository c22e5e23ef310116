import { ERROR_BANNER_MS } from '../../../../domain/constants';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { changedBy, useInvalidate, useMutation } from '../../../lib/query';
import { useOwnProfile } from '../../../stores/own-profile';
import { setHiddenFromLeaderboards } from '../api/standing-api';
import './standing.css';

/** «Скрыть меня из общих рейтингов»: others then see «Скрытый ученик» in the pupil's place. */
export function VisibilityToggle() {
  const hidden = useOwnProfile()?.hiddenFromLeaderboards ?? false;
  const [message, show] = useTimedMessage(ERROR_BANNER_MS);
  const invalidate = useInvalidate();
  const change = useMutation({
    mutationFn: setHiddenFromLeaderboards,
    // The profile and every rating list are fetched again: the pupil sees how others now see them.
    onSuccess: async (answer) => {
      await invalidate(changedBy.leaderboardVisibility);
      show(answer.message);
    },
    onError: () => show('Не удалось сохранить. Попробуй позже.'),
  });
  const saving = change.isPending;
  const toggle = (next: boolean) => change.mutate(next);

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
