import { Placeholder } from '../../components/placeholder/placeholder';
import { MEGA_PROJECTS_LEVEL } from '../../domain/constants';
import { MegaProjectsLock } from '../../features/courses/components/mega-projects-lock';
import { useSession } from '../../stores/session';

/** Mega-projects: for pupils from level 4; the others see how to get there. */
export function Component() {
  const level = useSession((s) => s.profile?.level ?? 0);
  return level >= MEGA_PROJECTS_LEVEL ? <Placeholder title="Мега-проекты" /> : <MegaProjectsLock />;
}
