import { classChoices, projectChoices, type ClassChoice, type ProjectChoice, type QueueFilter } from '../model/queue-filter';
import type { QueueItem } from '../../../../domain/review';

interface QueueFiltersProps {
  items: readonly QueueItem[];
  filter: QueueFilter;
  onChange(filter: QueueFilter): void;
}

const parseClass = (value: string): ClassChoice => (value === 'all' || value === 'none' ? value : Number(value));
const parseProject = (value: string): ProjectChoice => (value === 'all' ? 'all' : Number(value));

/** «Класс» and «Проект» above the queue: only the work of one class, one project, or both. */
export function QueueFilters({ items, filter, onChange }: QueueFiltersProps) {
  // A class or project whose last work was just decided stays chosen, at (0): «всё проверено».
  const classes = withChosen(classChoices(items), filter.classChoice, filter.classLabel);
  const projects = withChosen(projectChoices(items, filter.classChoice), filter.project, filter.projectLabel);
  const labelOf = <T,>(choices: { value: T; label: string }[], value: T) => choices.find((choice) => choice.value === value)?.label;
  return (
    <div className="queue-filters" role="group" aria-label="Фильтр работ">
      <label className="queue-filters__field">
        <span>Класс</span>
        <select
          value={String(filter.classChoice)}
          onChange={(event) => {
            const classChoice = parseClass(event.target.value);
            onChange({ classChoice, classLabel: labelOf(classes, classChoice), project: 'all' });
          }}
        >
          <option value="all">Все классы ({items.length})</option>
          {classes.map((choice) => (
            <option key={choice.value} value={String(choice.value)}>
              {choice.label} ({choice.count})
            </option>
          ))}
        </select>
      </label>
      <label className="queue-filters__field">
        <span>Проект</span>
        <select
          value={String(filter.project)}
          onChange={(event) => {
            const project = parseProject(event.target.value);
            onChange({ ...filter, project, projectLabel: labelOf(projects, project) });
          }}
        >
          <option value="all">Все проекты</option>
          {projects.map((choice) => (
            <option key={choice.value} value={String(choice.value)}>
              {choice.label} ({choice.count})
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function withChosen<T extends number | string>(choices: { value: T; label: string; count: number }[], chosen: T, label: string | undefined) {
  if (chosen === 'all' || choices.some((choice) => choice.value === chosen)) return choices;
  return [...choices, { value: chosen, label: label ?? String(chosen), count: 0 }];
}
