import { LinkTabs } from '../../../components/link-tabs/link-tabs';
import { PATHS } from '../../../../domain/paths';

const TABS = [
  { to: PATHS.profile, label: 'Моя страница' },
  { to: PATHS.myLevel, label: 'Уровень' },
] as const;

/** «Моя страница» and «Уровень». */
export function ProfileTabs() {
  return <LinkTabs tabs={TABS} label="Профиль" />;
}
