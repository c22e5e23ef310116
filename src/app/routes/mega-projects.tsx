import { Placeholder } from '../../components/placeholder/placeholder';
import { MEGA_PROJECTS_LEVEL } from '../../domain/constants';
import { MegaProjectsLock } from '../../features/courses/components/mega-projects-lock';
import { useOwnProfile } from '../../stores/own-profile';

/** Mega-projects: for pupils from level 4; the others see how to get there. */
export function Component() {
  const level = useOwnProfile()?.level ?? 0;
  return level >= MEGA_PROJECTS_LEVEL ? <Placeholder title="Мега-проекты" /> : <MegaProjectsLock />;
}
