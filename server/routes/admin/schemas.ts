import { Type } from '@sinclair/typebox';
import { AUDIT_ACTIONS } from '../../../domain/classes';
import { Nullable, RoleName, StringEnum } from '../../schemas/common';
import { PersonSummary } from '../review/schemas';

const Counts = Type.Object({ pupil: Type.Integer(), teacher: Type.Integer(), admin: Type.Integer(), parent: Type.Integer() });

export const Dashboard = Type.Object({
  usersByRole: Counts,
  pendingConsents: Type.Integer(),
  newThisWeek: Type.Integer(),
  submissions: Type.Object({ pending: Type.Integer(), approvedThisMonth: Type.Integer(), returnedThisMonth: Type.Integer() }),
  diamonds: Type.Object({ creditedThisMonth: Type.Integer(), spentThisMonth: Type.Integer() }),
  topPupils: Type.Array(Type.Composite([PersonSummary, Type.Object({ monthRating: Type.Integer() })])),
  mail: Type.Object({ waiting: Type.Integer(), failing: Type.Integer() }),
});
export const DashboardReply = Type.Object({ data: Dashboard });
export const RoleBody = Type.Object({ role: RoleName });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  action: StringEnum(AUDIT_ACTIONS),
  actor: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  subject: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
  createdAt: Type.Integer(),
});
export const AuditReply = Type.Object({ data: Type.Array(AuditEntry), count: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export const AuditQuery = Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) });
