import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadGuide } from '../../content/guides/load-guide';
import { projects } from '../../content/projects';
import type { Guide } from '../../content/types';
import { parseId, PROJECT_COUNT, projectCommentId } from '../../domain/ids';
import { GuideCrumbs } from '../../features/guides/components/guide-crumbs';
import { GuideNotFound } from '../../features/guides/components/guide-not-found';
import { GuideView } from '../../features/guides/components/guide-view';
import { ProjectNav } from '../../features/guides/components/project-nav';
import { SubmissionPanel } from '../../features/submission/components/submission-panel';
import { CommentsSlot } from './slots';

/** Only this guide's data is fetched with the page (each guide is its own chunk). */
export async function loader({ params }: LoaderFunctionArgs): Promise<Guide | null> {
  const id = parseId(params.id, PROJECT_COUNT);
  return (id && (await loadGuide(id))) || null;
}

/**
 * /main/project_electonic/{id} (SPEC §2): breadcrumb, the guide, the status and upload section,
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
      <GuideCrumbs id={guide.id} />
      <GuideView guide={guide} />
      <SubmissionPanel key={guide.id} projectId={guide.id} reward={projects.find((p) => p.id === guide.id)?.reward ?? 0} />
      <ProjectNav id={guide.id} />
      <CommentsSlot lectureId={projectCommentId(guide.id)} />
    </div>
  );
}
