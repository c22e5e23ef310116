import { Navigate } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { useOwnProfile } from '../../stores/own-profile';
import { JoinPrompt } from '../../features/classes/components/join-prompt';
import { Greeting } from '../../features/home/components/greeting';
import { HomeTiles } from '../../features/home/components/home-tiles';
import { StoryCrawl } from '../../features/home/components/story-crawl';

export function Component() {
  // A parent lands on their children, not on the pupil's home.
  if (useOwnProfile()?.role === 'parent') return <Navigate to={PATHS.family} replace />;
  return (
    <div className="home">
      <Greeting />
      <JoinPrompt />
      <StoryCrawl />
      <HomeTiles />
    </div>
  );
}
