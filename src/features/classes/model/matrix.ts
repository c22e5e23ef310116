import type { IconName } from '../../../components/icon/icon';
import type { ConsentState } from '../../../../domain/family';
import { STUCK_AFTER_SECONDS, type ClassMatrix, type MatrixCell, type MatrixPupil, type MatrixState } from '../../../../domain/classes';

// Pure rules of the class at a glance: which cell is where, the order of the pupils and the filters.

export type MatrixFilter = 'all' | 'waiting' | 'stuck' | 'not_started';

export interface MatrixRow {
  pupil: MatrixPupil;
  /** By project id; a project missing here is not started. */
  cells: ReadonlyMap<number, MatrixCell>;
  /** Unix seconds of the newest change in the row, or null with none. */
  newest: number | null;
  waiting: number;
}

/** Staff tell pupils apart by surname: «Маша Иванова». */
export function fullName(person: { firstName: string; lastName: string | null }): string {
  return person.lastName ? `${person.firstName} ${person.lastName}` : person.firstName;
}

/**
 * The rows, the pupil with the newest change first (who has just done something is whom the
 * teacher looks for); pupils with nothing yet come last, by name.
 */
export function matrixRows(matrix: ClassMatrix): MatrixRow[] {
  const byPupil = new Map<number, Map<number, MatrixCell>>();
  for (const cell of matrix.cells) {
    let row = byPupil.get(cell.userId);
    if (!row) byPupil.set(cell.userId, (row = new Map()));
    row.set(cell.projectId, cell);
  }
  const rows = matrix.pupils.map((pupil): MatrixRow => {
    const cells = byPupil.get(pupil.id) ?? new Map<number, MatrixCell>();
    let newest: number | null = null;
    let waiting = 0;
    for (const cell of cells.values()) {
      if (newest === null || cell.updatedAt > newest) newest = cell.updatedAt;
      if (cell.state === 'pending') waiting += 1;
    }
    return { pupil, cells, newest, waiting };
  });
  return rows.sort(
    (a, b) => (b.newest ?? -1) - (a.newest ?? -1) || fullName(a.pupil).localeCompare(fullName(b.pupil), 'ru'),
  );
}

/** Stuck: nothing ticked or sent for a week (or ever), and nothing waiting for the teacher. */
export function isStuck(row: MatrixRow, nowSeconds: number): boolean {
  return row.waiting === 0 && (row.newest === null || nowSeconds - row.newest >= STUCK_AFTER_SECONDS);
}

/** Not started project N: nothing ticked in its guide and nothing sent (the matrix's «·»). */
export const hasNotStarted = (row: MatrixRow, projectId: number) => (row.cells.get(projectId)?.state ?? 'not_started') === 'not_started';

export function filterRows(rows: readonly MatrixRow[], filter: MatrixFilter, nowSeconds: number, projectId = 1): MatrixRow[] {
  if (filter === 'waiting') return rows.filter((row) => row.waiting > 0);
  if (filter === 'stuck') return rows.filter((row) => isStuck(row, nowSeconds));
  if (filter === 'not_started') return rows.filter((row) => hasNotStarted(row, projectId));
  return [...rows];
}

/** Each state's line icon (no emoji: school computers often lack the font). Not started has none. */
export const STATE_ICONS: Record<MatrixState, IconName | null> = {
  not_started: null,
  building: 'tools',
  pending: 'camera',
  returned: 'arrowLeft',
  approved: 'check',
};

/** What a cell says: an icon and a word or two, short enough for a phone's column. */
export function cellLabel(cell: MatrixCell | undefined): { state: MatrixState; text: string } {
  const state = cell?.state ?? 'not_started';
  switch (state) {
    case 'building':
      return { state, text: cell?.steps ? `шаг ${cell.step ?? 0}/${cell.steps}` : 'строит' };
    case 'pending':
      return { state, text: 'сдан' };
    case 'returned':
      return { state, text: 'возврат' };
    case 'approved':
      return { state, text: 'принят' };
    default:
      return { state, text: '·' };
  }
}

/** The legend under the matrix, in the cells' own words. */
export const LEGEND: { state: MatrixState; text: string; meaning: string }[] = [
  { state: 'not_started', text: '·', meaning: 'не начат' },
  { state: 'building', text: 'шаг 3/8', meaning: 'собирает: готово шагов 3 из 8' },
  { state: 'pending', text: 'сдан', meaning: 'фото отправлено, ждёт проверки' },
  { state: 'returned', text: 'возврат', meaning: 'вернули на доработку' },
  { state: 'approved', text: 'принят', meaning: 'проект принят' },
];

/** What a screen reader hears for a cell. */
export function cellMeaning(cell: MatrixCell | undefined): string {
  const state = cell?.state ?? 'not_started';
  if (state === 'building' && cell?.steps) return `собирает, шаг ${cell.step ?? 0} из ${cell.steps}`;
  return LEGEND.find((entry) => entry.state === state)?.meaning ?? '';
}

/** Beside a pupil's name: the parent's consent that is missing (domain/family.ts), or nothing. */
export function consentNote(consent: ConsentState): string | null {
  if (consent === 'pending') return 'ждёт согласия';
  if (consent === 'withdrawn') return 'согласие отозвано';
  return null;
}
