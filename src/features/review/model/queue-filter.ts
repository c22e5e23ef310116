import type { QueueItem } from '../../../../domain/review';

// The queue's filters (docs/product.md, «Проверка работ»): by the pupil's class and by project.
// Choices come from the work waiting, each with how much of it there is.

/** A class id, 'none' for pupils in no class, or 'all'. */
export type ClassChoice = number | 'none' | 'all';
export type ProjectChoice = number | 'all';

export interface QueueFilter {
  classChoice: ClassChoice;
  project: ProjectChoice;
  /** The chosen ones' names, kept for when their last work has been decided. */
  classLabel?: string;
  projectLabel?: string;
}

export const NO_FILTER: QueueFilter = { classChoice: 'all', project: 'all' };

export interface Choice<T> {
  value: T;
  label: string;
  count: number;
}

const inClass = (item: QueueItem, choice: ClassChoice) => choice === 'all' || (choice === 'none' ? item.classId === null : item.classId === choice);
const ofProject = (item: QueueItem, choice: ProjectChoice) => choice === 'all' || item.projectId === choice;

export function filterQueue(items: readonly QueueItem[], filter: QueueFilter): QueueItem[] {
  return items.filter((item) => inClass(item, filter.classChoice) && ofProject(item, filter.project));
}

/** The classes of the waiting work, by name; «Без класса» last. */
export function classChoices(items: readonly QueueItem[]): Choice<ClassChoice>[] {
  const byClass = new Map<number, Choice<ClassChoice>>();
  let loose = 0;
  for (const item of items) {
    if (item.classId === null) loose += 1;
    else {
      const known = byClass.get(item.classId);
      if (known) known.count += 1;
      else byClass.set(item.classId, { value: item.classId, label: item.className ?? `Класс ${item.classId}`, count: 1 });
    }
  }
  const choices = [...byClass.values()].sort((a, b) => a.label.localeCompare(b.label, 'ru'));
  return loose > 0 ? [...choices, { value: 'none', label: 'Без класса', count: loose }] : choices;
}

/** The projects of the waiting work in the chosen class, by number. */
export function projectChoices(items: readonly QueueItem[], classChoice: ClassChoice): Choice<ProjectChoice>[] {
  const byProject = new Map<number, Choice<ProjectChoice>>();
  for (const item of items) {
    if (!inClass(item, classChoice)) continue;
    const known = byProject.get(item.projectId);
    if (known) known.count += 1;
    else byProject.set(item.projectId, { value: item.projectId, label: `№${item.projectId} ${item.projectTitle}`, count: 1 });
  }
  return [...byProject.values()].sort((a, b) => Number(a.value) - Number(b.value));
}
