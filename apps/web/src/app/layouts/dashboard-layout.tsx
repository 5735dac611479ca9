import { dashboardMessages } from "@classwise/shared";
import { useState } from "react";
import { Link, Outlet } from "react-router";
import { useAuth } from "../../lib/auth/auth-context";
import { paths } from "../../lib/paths";
import { type DashboardTabLink, DashboardTabs } from "./dashboard-tabs";
import { useLogout } from "./use-logout";

export interface DashboardLayoutProps {
  title: string;
  /** Greeting name when the identity service has no display name (product §2: 'Admin' for admins). */
  fallbackName: string;
  tabs: readonly DashboardTabLink[];
}

/** One shell for the student, teacher and admin dashboards (product §2): header, tab bar, routed tab. */
export function DashboardLayout({ title, fallbackName, tabs }: DashboardLayoutProps) {
  const { user } = useAuth();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  const name = user?.displayName || fallbackName;

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-600 to-indigo-500 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6 dark:from-indigo-900 dark:to-slate-800">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 truncate text-indigo-100">{dashboardMessages.greeting(name)}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link
            to={paths.home}
            className="flex-1 rounded-lg bg-white/15 px-4 py-2 text-center text-sm font-semibold ring-1 ring-white/30 transition hover:bg-white/25 sm:flex-none"
          >
            {dashboardMessages.backToHome}
          </Link>
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            className="flex-1 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 transition hover:bg-indigo-50 disabled:opacity-70 sm:flex-none dark:bg-slate-100 dark:text-indigo-900"
          >
            {dashboardMessages.logout}
          </button>
        </div>
      </header>
      <DashboardTabs label={title} tabs={tabs} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
