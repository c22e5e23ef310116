import { SecurityPanel } from '../../features/settings/components/security-panel';
import { SettingsTabs } from '../../features/settings/components/settings-tabs';

/** /main/settingssecur «Безопасность и вход». */
export function Component() {
  return (
    <div className="page settings-page">
      <SettingsTabs />
      <SecurityPanel />
    </div>
  );
}
