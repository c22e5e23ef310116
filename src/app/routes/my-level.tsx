import { useEffect } from 'react';
import { Loader } from '../../components/loader/loader';
import { OwnProfileCard } from '../../features/profile/components/own-profile-card';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';
import { LevelShop } from '../../features/standing/components/level-shop';
import { useOwnProfile } from '../../stores/own-profile';

/** /main/myLevel «Уровень»: the own card with its frame and figures, and the level shop. */
export function Component() {
  const profile = useOwnProfile();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="page level-page">
      <ProfileTabs />
      <OwnProfileCard />
      {profile ? <LevelShop level={profile.level} diamonds={profile.diamonds} /> : <Loader text="Загружаем уровень..." />}
    </div>
  );
}
