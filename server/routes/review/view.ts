import type { PersonSummary } from '../../../domain/review';
import type { UserRow } from '../../db/schema';

export function personSummary(user: Pick<UserRow, 'id' | 'first_name' | 'photo' | 'level' | 'role'>): PersonSummary {
  return { id: user.id, firstName: user.first_name, photo: user.photo, level: user.level, role: user.role };
}
