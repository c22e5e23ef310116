import type { Leader, Placed } from '../../../src/domain/progress';
import { PROGRESS_MESSAGES } from '../../../src/domain/progress';
import type { Standing } from '../../db/repositories/leaders';

/**
 * A hidden pupil keeps their place, and others see them as «Скрытый ученик» with no name, photo
 * or id to follow (docs/decisions.md); they see themself as they are.
 */
function shown(standing: Standing, viewerId: number) {
  if (standing.hidden && standing.id !== viewerId) {
    return { userId: 0, firstName: PROGRESS_MESSAGES.hiddenName, photo: '', level: 0 };
  }
  return { userId: standing.id, firstName: standing.firstName, photo: standing.photo, level: standing.level };
}

export function leader(standing: Standing, place: number, viewerId: number): Leader {
  return { place, ...shown(standing, viewerId), rating: standing.rating, isMe: standing.id === viewerId };
}

export function placed(standing: Standing | undefined, rating: number | null, viewerId: number): Placed | null {
  if (!standing || rating === null) return null;
  return { ...shown(standing, viewerId), rating };
}
