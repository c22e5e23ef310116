import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loader } from '../../../components/loader/loader';
import { LEVEL_NAMES, type Level } from '../../../domain/constants';
import { toApiError } from '../../../lib/api-client';
import { avatarUrl } from '../../../lib/avatar-url';
import { getPublicProfile, type PublicProfile } from '../api/get-public-profile';

type Result = { id: string } & ({ kind: 'ready'; profile: PublicProfile } | { kind: 'error'; message: string });

export function PublicProfilePage() {
  const { id = '' } = useParams();
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
        <Link to="/main">На главную</Link>
      </section>
    );
  }
  const { profile } = result;
  return (
    <section className="card card--center">
      <img src={avatarUrl(profile.photo)} alt={`Аватар: ${profile.firstName}`} width="120" height="120" className="avatar" />
      <h2>{profile.firstName}</h2>
      <p>
        Уровень {profile.level} — {LEVEL_NAMES[profile.level as Level] ?? LEVEL_NAMES[0]}
      </p>
    </section>
  );
}
