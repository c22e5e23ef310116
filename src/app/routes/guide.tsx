import { useLoaderData } from 'react-router-dom';
import { projects } from '../../content/projects';
import type { Guide } from '../../content/types';
import { projectCommentId } from '../../../domain/ids';
import { GuideCrumbs } from '../../features/guides/components/guide-crumbs';
import { GuideNotFound } from '../../features/guides/components/guide-not-found';
import { GuideView } from '../../features/guides/components/guide-view';
import { ProjectNav } from '../../features/guides/components/project-nav';
import { PrintButton } from '../../features/print/components/print-button';
import { later } from '../later';
import { Comments } from '../comments';

/** Below the guide's steps: its code (the outbox, the photo checks) comes once the guide is on screen. */
const SubmissionPanel = later(() => import('../../features/submission/components/submission-panel').then((m) => m.SubmissionPanel));

/** «Урок к этому проекту»: the lessons' texts come once the guide is on screen, not with its first chunk. */
const GuideLessons = later(() => import('../../features/courses/components/guide-lessons').then((m) => m.GuideLessons));

/** Before the first step once the guide is on screen: what to do before soldering, for a pupil without the permit. */
const PermitBanner = later(() => import('../../features/guides/components/permit-banner').then((m) => m.PermitBanner));

/** Only this guide's data is fetched with the page (each guide is its own chunk). */
export { loader } from './guide-loader';

/**
 * /main/project_electonic/{id}: breadcrumb, the guide, the status and upload section,
 * previous / all / next, and the comment block keyed 30000 + id.
 */
export function Component() {
  const guide = useLoaderData() as Guide | null;
  if (!guide) {
    return (
      <div className="page">
        <GuideCrumbs />
        <GuideNotFound />
      </div>
    );
  }
  return (
    <div className="page">
      <div className="print-hidden">
        <GuideCrumbs id={guide.id} />
      </div>
      <PrintButton />
      <GuideView key={guide.id} guide={guide} beforeSteps={<PermitBanner guide={guide} />} />
      {/* On paper only the guide: the upload, the other projects and the comments stay on screen. */}
      <div className="print-hidden">
        <GuideLessons key={`lessons-${guide.id}`} projectId={guide.id} />
        <SubmissionPanel key={guide.id} projectId={guide.id} reward={projects.find((p) => p.id === guide.id)?.reward ?? 0} />
        <ProjectNav id={guide.id} />
        <Comments key={guide.id} section="lecture" id={projectCommentId(guide.id)} project />
      </div>
    </div>
  );
}
