import { MEGA_PROJECTS_LEVEL } from '../../../domain/constants';
import { MegaProjects } from '../../features/courses/components/mega-projects';
import { MegaProjectsLock } from '../../features/courses/components/mega-projects-lock';
import { SecretCourseCard } from '../../features/courses/components/secret-course-card';
import { useOwnProfile } from '../../stores/own-profile';

/** Mega-projects: for pupils from level 4, with the secret course; the others see how to get there. */
export function Component() {
  const level = useOwnProfile()?.level ?? 0;
  return (
    <div className="page">
      {level >= MEGA_PROJECTS_LEVEL ? (
        <>
          <MegaProjects />
          <SecretCourseCard />
        </>
      ) : (
        <MegaProjectsLock />
      )}
    </div>
  );
}
