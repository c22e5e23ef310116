import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import { Loader } from '../../../components/loader/loader';
import type { PublicProfile } from '../../../domain/api';
import { levelName, type Role } from '../../../domain/constants';
import { PATHS } from '../../../domain/paths';
import { toApiError } from '../../../lib/api-client';
import { getPublicProfile } from '../api/get-public-profile';

/** Staff are named by their role, not by a pupil's level. */
const ROLE_TITLES: Partial<Record<Role, string>> = { teacher: 'Учитель', admin: 'Администратор' };

type Result = { id: string } & ({ kind: 'ready'; profile: PublicProfile } | { kind: 'error'; message: string });

/** Another user's public profile: avatar, name and level (opened from a comment author's avatar). */
export function PublicProfileCard({ id }: { id: string }) {
  const [result, setResult] = useState<Result>();

  useEffect(() => {
    let current = true;
    getPublicProfile(id).then(
      (profile) => current && setResult({ id, kind: 'ready', profile }),
      (error: unknown) => current && setResult({ id, kind: 'error', message: toApiError(error).message }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (!result || result.id !== id) return <Loader />;
  if (result.kind === 'error') {
    return (
      <section className="card card--center">
        <p>{result.message}</p>
        <Link to={PATHS.main}>На главную</Link>
      </section>
    );
  }
  const { profile } = result;
  return (
    <section className="card card--center">
      <Avatar photo={profile.photo} level={profile.role === 'pupil' ? profile.level : 0} size={120} alt={`Аватар: ${profile.firstName}`} />
      <h2>{profile.firstName}</h2>
      <p>{ROLE_TITLES[profile.role] ?? `Уровень ${profile.level} — ${levelName(profile.level)}`}</p>
    </section>
  );
}
