import { uiMessages } from "@classwise/shared";
import { NavLink } from "react-router";
import { StrokeIcon } from "../../components/ui/stroke-icon";
import { usePopup } from "../../components/ui/use-popup";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { useAuth } from "../../lib/auth/auth-context";
import { paths } from "../../lib/paths";
import { Logo } from "./logo";
import { UserMenu } from "./user-menu";

const links = [
  { to: paths.home, label: "Home", end: true },
  { to: paths.allClasses, label: "All Classes", end: false },
  { to: paths.teach, label: "Teach on Classwise", end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition ${
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-white"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
  }`;

export function Navbar() {
  const { user, loading } = useAuth();
  // A disclosure of plain links: Escape, a press outside or tabbing away closes it.
  const { open, setOpen, containerRef, triggerRef } = usePopup();
  const showGuestLinks = !user && !loading;

  const navLinks = (onNavigate?: () => void) => (
    <>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className={linkClass} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
      {showGuestLinks && (
        <>
          <NavLink to={paths.login} className={linkClass} onClick={onNavigate}>
            {uiMessages.logIn}
          </NavLink>
          <NavLink to={paths.register} className={linkClass} onClick={onNavigate}>
            {uiMessages.register}
          </NavLink>
        </>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"
        aria-label={uiMessages.mainNavigation}
      >
        <Logo />
        <div className="hidden items-center gap-1 md:flex">{navLinks()}</div>
        <div className="flex items-center gap-2">
          {user && <NotificationBell />}
          {user && <UserMenu />}
          <div ref={containerRef} className="relative md:hidden">
            <button
              ref={triggerRef}
              type="button"
              aria-label={open ? "Close menu" : "Open menu"}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((value) => !value)}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <StrokeIcon d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"} size={24} rounded={false} />
            </button>
            {open && (
              <div
                id="mobile-menu"
                className="absolute right-0 mt-2 flex w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
              >
                {navLinks(() => setOpen(false))}
              </div>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
