import { useParams } from 'react-router-dom';
import { PublicProfileCard } from '../../features/profile/components/public-profile-card';
import { CommunityLink } from '../../features/profile/components/community-link';
import { Comments } from '../comments';

/** /profile/{id}: another user's public profile and the comments on it. */
export function Component() {
  const { id = '' } = useParams();
  const userId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  return (
    <div className="page">
      <PublicProfileCard id={id}>
        {userId !== undefined && (
          <Comments key={userId} section="ProfileUser" id={userId}>
            <CommunityLink />
          </Comments>
        )}
      </PublicProfileCard>
    </div>
  );
}
