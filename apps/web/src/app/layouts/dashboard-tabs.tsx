import { dashboardMessages } from "@classwise/shared";
import { NavLink, useLocation } from "react-router";
import { StrokeIcon } from "../../components/ui/stroke-icon";
import { usePopup } from "../../components/ui/use-popup";

export interface DashboardTabLink {
  /** The tab's absolute path, e.g. /admin-dashboard/profile. */
  path: string;
  label: string;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition ${
    isActive
      ? "border-brand-600 text-brand-700 dark:border-brand-500 dark:text-white"
      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-100"
  }`;

const menuItemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2.5 text-sm font-medium ${
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
  }`;

/** Tab bar on wide screens; a collapsible menu under 768 px (product §2). */
export function DashboardTabs({ label, tabs }: { label: string; tabs: readonly DashboardTabLink[] }) {
  const { pathname } = useLocation();
  const { open, setOpen, containerRef, triggerRef } = usePopup();
  const current = tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));

  return (
    <>
      <nav
        aria-label={`${label} tabs`}
        className="mt-6 hidden overflow-x-auto border-b border-slate-200 md:flex dark:border-slate-800"
      >
        {tabs.map((tab) => (
          <NavLink key={tab.path} to={tab.path} className={tabClass}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div ref={containerRef} className="relative mt-4 md:hidden">
        <button
          ref={triggerRef}
          type="button"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-3 text-left text-sm font-semibold shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <span className="flex items-center gap-3">
            <StrokeIcon d="M4 7h16M4 12h16M4 17h16" />
            <span>
              <span className="sr-only">{dashboardMessages.menu}: </span>
              {current?.label ?? label}
            </span>
          </span>
          <StrokeIcon d="m6 9 6 6 6-6" rounded={false} className={`transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
        {open && (
          <nav
            id="dashboard-menu"
            aria-label={dashboardMessages.menu}
            className="absolute inset-x-0 z-30 mt-2 flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {tabs.map((tab) => (
              <NavLink key={tab.path} to={tab.path} className={menuItemClass} onClick={() => setOpen(false)}>
                {tab.label}
              </NavLink>
            ))}
          </nav>
        )}
      </div>
    </>
  );
}
