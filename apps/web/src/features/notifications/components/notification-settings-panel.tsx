import { NOTIFICATION_KINDS, type NotificationKind, notificationsMessages } from "@classwise/shared";
import { SectionStatus } from "../../../components/ui/section-status";
import { panelClass, TitledSection } from "../../../components/ui/titled-section";
import { toast } from "../../../lib/toast";
import { useNotificationSettings, useUpdateNotificationSetting } from "../api/notification-settings";

const copy = notificationsMessages;

/** Profile's Notification settings: one switch per kind, saved as it is flipped. */
export function NotificationSettingsPanel() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSetting();
  const enabled = new Map(settings.data?.map((item) => [item.kind, item.enabled]));

  const flip = (kind: NotificationKind, value: boolean) =>
    update.mutate(
      { kind, enabled: value },
      {
        onSuccess: () => toast.success(copy.settingSaved, { toastId: "notification-settings" }),
        onError: () => toast.error(copy.settingFailed, { toastId: "notification-settings" }),
      },
    );

  return (
    <TitledSection
      titleId="notification-settings-title"
      title={copy.settingsTitle}
      heading="h3"
      className={panelClass}
      titleClassName="text-lg font-bold text-slate-900 dark:text-white"
    >
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{copy.settingsIntro}</p>
      {settings.isError ? (
        <SectionStatus kind="error">{copy.loadFailed}</SectionStatus>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
          {NOTIFICATION_KINDS.map((kind) => {
            const isOn = enabled.get(kind) ?? true;
            return (
              <li key={kind} className="flex items-center justify-between gap-4 py-3">
                <label htmlFor={`setting-${kind}`} className="text-sm text-slate-800 dark:text-slate-200">
                  {copy.kinds[kind]}
                </label>
                <button
                  id={`setting-${kind}`}
                  type="button"
                  role="switch"
                  aria-checked={isOn}
                  disabled={!settings.data || update.isPending}
                  onClick={() => flip(kind, !isOn)}
                  className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
                    isOn ? "bg-brand-600" : "bg-slate-300 dark:bg-slate-600"
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${isOn ? "translate-x-5" : "translate-x-0.5"}`}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
