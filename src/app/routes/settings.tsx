import { StorageInfo } from '../../features/offline/components/storage-info';
import { VisibilityToggle } from '../../features/standing/components/visibility-toggle';
import { PushToggle } from '../../features/notifications/components/push-toggle';
import { LogoutLink } from '../../features/settings/components/logout-link';
import { ProfileForm } from '../../features/settings/components/profile-form';
import { SettingsTabs } from '../../features/settings/components/settings-tabs';

/** /main/settings «Личные данные»: about me, who sees me in the rating, notifications, offline storage, log out. */
export function Component() {
  return (
    <div className="page settings-page">
      <SettingsTabs />
      <ProfileForm />
      <VisibilityToggle />
      <PushToggle />
      <StorageInfo />
      <LogoutLink />
    </div>
  );
}
