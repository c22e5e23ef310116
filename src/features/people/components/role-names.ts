import type { Role } from '../../../domain/constants';

export const ROLE_NAMES: Record<Role, string> = { pupil: 'Ученик', teacher: 'Учитель', admin: 'Администратор' };
