import { useParams } from 'react-router-dom';
import { PublicProfileCard } from '../../features/profile/components/public-profile-card';

export function Component() {
  const { id = '' } = useParams();
  return <PublicProfileCard id={id} />;
}
