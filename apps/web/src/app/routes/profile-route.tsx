import { NotificationSettingsPanel } from "../../features/notifications/components/notification-settings-panel";
import { ProfileTab } from "../../features/users/components/profile-tab";

/** Profile (product §2) with Notification settings under it: two features, composed by the app. */
export function ProfileRoute() {
  return (
    <div className="space-y-6">
      <ProfileTab />
      <NotificationSettingsPanel />
    </div>
  );
}
