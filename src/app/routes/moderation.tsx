import { ReportsPage } from '../../features/moderation/components/reports-page';

/** /main/moderation: «Жалобы» for teachers and admins (docs/decisions/0278-the-reports-screen.md). */
export function Component() {
  return (
    <div className="page page--wide">
      <ReportsPage />
    </div>
  );
}
