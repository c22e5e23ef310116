import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import { Icon } from '../../../components/icon/icon';
import { Loader } from '../../../components/loader/loader';
import { levelName, type Role } from '../../../../domain/constants';
import { PATHS } from '../../../../domain/paths';
import { queryKeys, useQuery } from '../../../lib/query';
import { getPublicProfile } from '../api/get-public-profile';
import './profile.css';

/** Staff are named by their role, not by a pupil's level. */
const ROLE_TITLES: Partial<Record<Role, string>> = { teacher: 'Учитель', admin: 'Администратор' };

/**
 * Another user's public profile: avatar, name, level and the badges earned (opened from a comment author's avatar).
 * `children` (the profile's comments) show only once the user is found: a missing user's page says
 * «Пользователь не найден» and nothing else (docs/decisions/0122-what-a-profile-shows.md).
 */
export function PublicProfileCard({ id, children }: { id: string; children?: ReactNode }) {
  const { data: profile, error } = useQuery({ queryKey: queryKeys.publicProfile(id), queryFn: ({ signal }) => getPublicProfile(id, signal) });
  if (!profile && !error) return <Loader />;
  if (!profile) {
    return (
      <section className="card card--center">
        <p>{error.message}</p>
        <Link to={PATHS.main}>На главную</Link>
      </section>
    );
  }
  return (
    <>
      <section className="card card--center">
        <Avatar photo={profile.photo} level={profile.role === 'pupil' ? profile.level : 0} size={120} alt={`Аватар: ${profile.firstName}`} />
        <h2>{profile.firstName}</h2>
        <p>{ROLE_TITLES[profile.role] ?? `Уровень ${profile.level} — ${levelName(profile.level)}`}</p>
        {profile.badges && profile.badges.length > 0 && (
          <ul className="public-badges" aria-label="Значки">
            {profile.badges.map((badge) => (
              <li key={badge.id} className="public-badges__badge">
                <Icon name="trophy" size={16} /> {badge.title}
              </li>
            ))}
          </ul>
        )}
      </section>
      {children}
    </>
  );
}
