import { useEffect } from 'react';
import { BadgeShelf } from '../../features/courses/components/badge-shelf';
import { useEarnedBadges } from '../../features/courses/hooks/use-badges';
import { MyClassCard } from '../../features/classes/components/my-class-card';
import { CommunityLink } from '../../features/profile/components/community-link';
import { OwnProfileCard } from '../../features/profile/components/own-profile-card';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';
import { MedalsList } from '../../features/standing/components/medals-list';
import { useOwnProfile } from '../../stores/own-profile';
import { Comments } from '../comments';

/** /main/profile «Моя страница»: the own card, the medals with the badges and the profile's comments. */
export function Component() {
  const id = useOwnProfile()?.id;
  const badges = useEarnedBadges().data;
  // The page opens at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="page profile-page">
      <ProfileTabs />
      <OwnProfileCard />
      <MyClassCard />
      <MedalsList othersEarned={badges?.length ?? 0}>
        <BadgeShelf />
      </MedalsList>
      {id !== undefined && (
        <Comments section="ProfileUser" id={id} title="Комментарии на моей странице">
          <CommunityLink />
        </Comments>
      )}
    </div>
  );
}
