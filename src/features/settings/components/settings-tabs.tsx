import { LinkTabs } from '../../../components/link-tabs/link-tabs';
import { PATHS } from '../../../../domain/paths';

const TABS = [
  { to: PATHS.settings, label: 'Личные данные' },
  { to: PATHS.security, label: 'Безопасность и вход' },
] as const;

export function SettingsTabs() {
  return <LinkTabs tabs={TABS} label="Настройки" />;
}
