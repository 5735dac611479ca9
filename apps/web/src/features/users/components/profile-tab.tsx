import { dashboardMessages, guardsMessages, navMessages } from "@classwise/shared";
import { Fact } from "../../../components/ui/fact";
import { Spinner } from "../../../components/ui/spinner";
import { useCurrentUserRecord } from "../../../lib/api/users";
import { useAuth } from "../../../lib/auth/auth-context";
import { formatLongDate } from "../../../lib/dates";
import { FALLBACK_AVATAR, useFallbackOnError } from "../../../lib/images";
import { RoleBadge } from "./role-badge";

/** product §2 Profile, shared by the three dashboards: photo, name, email, Member Since, Role badge. */
export function ProfileTab() {
  const { user } = useAuth();
  const record = useCurrentUserRecord();
  const onImageError = useFallbackOnError(FALLBACK_AVATAR);

  if (record.isPending && record.fetchStatus !== "idle") return <Spinner />;
  if (!record.data) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
        <p className="text-red-700 dark:text-red-300">{dashboardMessages.profileLoadFailed}</p>
        <button
          type="button"
          onClick={() => void record.refetch()}
          className="mt-4 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {guardsMessages.tryAgain}
        </button>
      </div>
    );
  }

  const profile = record.data;
  const name = profile.name || user?.displayName || navMessages.fallbackName;
  const photo = profile.photoURL || user?.photoURL || FALLBACK_AVATAR;

  return (
    <article className="mx-auto max-w-2xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="h-24 bg-gradient-to-r from-brand-500 to-sky-400 dark:from-indigo-900 dark:to-slate-800" />
      <div className="-mt-12 flex flex-col items-center px-6 pb-8 text-center">
        <img
          src={photo}
          onError={onImageError}
          alt={name}
          width={96}
          height={96}
          className="h-24 w-24 rounded-full border-4 border-white object-cover shadow dark:border-slate-900"
        />
        <h2 className="mt-4 break-words text-2xl font-bold" data-testid="profile-name">
          {name}
        </h2>
        <p className="mt-1 break-all text-slate-600 dark:text-slate-400" data-testid="profile-email">
          {profile.email || user?.email}
        </p>
        <dl className="mt-6 grid w-full gap-4 sm:grid-cols-2">
          <Fact className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60" label={dashboardMessages.memberSince}>
            <dd className="mt-1 font-medium">{formatLongDate(profile.createdAt)}</dd>
          </Fact>
          <Fact className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60" label={dashboardMessages.role}>
            <dd className="mt-1" data-testid="profile-role">
              <RoleBadge role={profile.role} />
            </dd>
          </Fact>
        </dl>
      </div>
    </article>
  );
}
