import { AuditLog } from '../../features/audit/components/audit-log';
import { DashboardView } from '../../features/admin/components/dashboard-view';
import { FamilyLinks } from '../../features/admin/components/family-links';
import { PeopleTable } from '../../features/people/components/people-table';

export function Component() {
  return (
    <div className="page page--wide">
      <DashboardView />
      <h2>Пользователи</h2>
      <PeopleTable canSetRoles />
      <h2>Родители и дети</h2>
      <FamilyLinks />
      <h2>Журнал действий</h2>
      <AuditLog />
    </div>
  );
}
