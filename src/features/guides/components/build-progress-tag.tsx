import type { BuildProgressRecord } from '../../../lib/build-progress';
import { progressState } from '../model/build-progress';

/** «Шаг 4 из 9» or «Собрано!» on a project card: how far this pupil has got on this device. */
export function BuildProgressTag({ record }: { record?: BuildProgressRecord }) {
  if (!record) return null;
  const state = progressState(record.parts, record.steps, record.stepCount);
  if (state.kind === 'none') return null;
  if (state.kind === 'finished') {
    return (
      <p className="build-tag build-tag--done" data-testid={`build-progress-${record.projectId}`}>
        Все шаги готовы
      </p>
    );
  }
  const percent = Math.round((state.done / state.count) * 100);
  return (
    <p className="build-tag" data-testid={`build-progress-${record.projectId}`}>
      <span>{state.done ? `Готово шагов: ${state.done} из ${state.count}` : 'Детали собираются'}</span>
      <span className="build-tag__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
    </p>
  );
}
