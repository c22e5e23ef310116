import type { UserRow } from '../../db/schema';
import type { OwnProfile, PublicProfile } from '../../../domain/api';

export function ownProfile(user: UserRow): OwnProfile {
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    photo: user.photo,
    level: user.level,
    city: user.city,
    country: user.country,
    lang: user.lang,
    status: user.status,
    basicCourse: user.basic_course,
    email: user.email,
    diamonds: user.diamonds,
    rating: user.rating,
    role: user.role,
    hiddenFromLeaderboards: user.hidden_from_leaderboards === 1,
  };
}

/** What any signed-in pupil may see of another: nothing private. */
export function publicProfile(user: UserRow, badges: PublicProfile['badges']): PublicProfile {
  return { firstName: user.first_name, photo: user.photo, level: user.level, role: user.role, badges };
}
