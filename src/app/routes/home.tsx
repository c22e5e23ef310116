import { JoinPrompt } from '../../features/classes/components/join-prompt';
import { Greeting } from '../../features/home/components/greeting';
import { HomeTiles } from '../../features/home/components/home-tiles';
import { StoryCrawl } from '../../features/home/components/story-crawl';

export function Component() {
  return (
    <div className="home">
      <Greeting />
      <JoinPrompt />
      <StoryCrawl />
      <HomeTiles />
    </div>
  );
}
