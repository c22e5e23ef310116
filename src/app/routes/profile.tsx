import { useEffect } from 'react';
import { MyClassCard } from '../../features/classes/components/my-class-card';
import { CommunityLink } from '../../features/profile/components/community-link';
import { OwnProfileCard } from '../../features/profile/components/own-profile-card';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';
import { MedalsList } from '../../features/progress/components/medals-list';
import { useOwnProfile } from '../../stores/own-profile';
import { Comments } from '../comments';

/** /main/profile «Моя страница»: the own card, the medals and the profile's comments. */
export function Component() {
  const id = useOwnProfile()?.id;
  // The page opens at its top.
  useEffect(() => window.scrollTo(0, 0), []);
  return (
    <div className="page profile-page">
      <ProfileTabs />
      <OwnProfileCard />
      <MyClassCard />
      <MedalsList />
      {id !== undefined && (
        <Comments section="ProfileUser" id={id} title="Комментарии на моей странице">
          <CommunityLink />
        </Comments>
      )}
    </div>
  );
}
