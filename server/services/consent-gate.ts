import { consentAllowsSharing } from '../../domain/family';
import { familiesRepository } from '../db/repositories/families';
import type { DB } from '../db/database';
import type { UserRow } from '../db/schema';
import { fail, type Failure } from './outcome';

// Until a parent agrees, a pupil reads, builds and ticks steps, but sends no photo, writes no
// comment and casts no vote (docs/decisions/0170-what-waits-for-consent.md). One check,
// called at the start of each of those services.

/** A parent's account only looks: the child's work and words are the child's (docs/decisions/0171-who-can-be-a-parent.md). */
export const PARENT_READ_ONLY = 'Аккаунт родителя — только для просмотра: отправлять работы и писать комментарии может сам ребёнок';

/**
 * CONSENT_REQUIRED for a pupil whose consent is pending or withdrawn; FORBIDDEN for a parent, whose
 * account only looks; undefined for anyone else.
 */
export function consentRefusal(user: Pick<UserRow, 'role' | 'consent_state'>): Failure<'CONSENT_REQUIRED' | 'FORBIDDEN'> | undefined {
  if (user.role === 'parent') return fail('FORBIDDEN', { message: PARENT_READ_ONLY });
  if (user.role !== 'pupil' || consentAllowsSharing(user.consent_state)) return undefined;
  return fail('CONSENT_REQUIRED');
}

/** A parent may see the photos of their own child's work (server/services/submission-photos.ts). */
export async function isParentOf(db: DB, viewer: Pick<UserRow, 'id' | 'role'>, childId: number): Promise<boolean> {
  return viewer.role === 'parent' && (await familiesRepository(db).isParentOf(viewer.id, childId));
}
