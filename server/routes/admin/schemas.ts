import { Type } from '@sinclair/typebox';
import { RoleName } from '../../schemas/common';
import { PersonSummary } from '../review/schemas';

const Counts = Type.Object({ pupil: Type.Integer(), teacher: Type.Integer(), admin: Type.Integer() });

export const Dashboard = Type.Object({
  usersByRole: Counts,
  newThisWeek: Type.Integer(),
  submissions: Type.Object({ pending: Type.Integer(), approvedThisMonth: Type.Integer(), returnedThisMonth: Type.Integer() }),
  diamonds: Type.Object({ creditedThisMonth: Type.Integer(), spentThisMonth: Type.Integer() }),
  topPupils: Type.Array(Type.Composite([PersonSummary, Type.Object({ monthRating: Type.Integer() })])),
});
export const DashboardReply = Type.Object({ data: Dashboard });
export const RoleBody = Type.Object({ role: RoleName });
