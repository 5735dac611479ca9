import { DataExportPanel } from "../../features/data-rights/components/data-export-panel";
import { DeleteAccountPanel } from "../../features/data-rights/components/delete-account-panel";
import { NotificationSettingsPanel } from "../../features/notifications/components/notification-settings-panel";
import { ProfileTab } from "../../features/users/components/profile-tab";

/** Profile (product §2) with Notification settings, the user's data and account deletion under it. */
export function ProfileRoute() {
  return (
    <div className="space-y-6">
      <ProfileTab />
      <NotificationSettingsPanel />
      <DataExportPanel />
      <DeleteAccountPanel />
    </div>
  );
}
