import { navMessages, uiMessages } from "@classwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { moveMenuFocus, usePopup } from "../../components/ui/use-popup";
import { useCurrentUserRecord, userQueryOptions } from "../../lib/api/users";
import { useAuth } from "../../lib/auth/auth-context";
import { FALLBACK_AVATAR, useFallbackOnError } from "../../lib/images";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { useLogout } from "./use-logout";

export function UserMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  const record = useCurrentUserRecord({ afterPaint: true });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { open, setOpen, containerRef, triggerRef } = usePopup();
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const onImageError = useFallbackOnError(FALLBACK_AVATAR);

  // Menu button pattern: opening puts focus on the first item (ArrowUp: the last).
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    (focusOnOpen.current === "last" ? items?.[items.length - 1] : items?.[0])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const openWith = (focus: "first" | "last") => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  if (!user) return null;
  // product §2: user-record name, else the identity service's display name, else 'User'
  const displayName = record.data?.name || user.displayName || navMessages.fallbackName;
  const photo = record.data?.photoURL || user.photoURL || FALLBACK_AVATAR;

  const goToDashboard = async () => {
    setOpen(false);
    triggerRef.current?.focus();
    try {
      const current = await queryClient.fetchQuery({ ...userQueryOptions(user.uid), staleTime: 0 });
      if (!current?.role) {
        toast.error(navMessages.roleUnknown);
        navigate(paths.home);
        return;
      }
      if (current.role === "admin") {
        navigate(paths.admin.root);
        toast.success(navMessages.welcomeAdmin);
      } else if (current.role === "teacher") {
        navigate(paths.teacher.root);
        toast.success(navMessages.welcomeTeacher);
      } else {
        navigate(paths.student.root);
        toast.success(navMessages.welcomeStudent);
      }
    } catch {
      toast.error(navMessages.dashboardFailed);
      navigate(paths.home);
    }
  };

  const onLogout = () => {
    setOpen(false);
    void logout();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => (open ? setOpen(false) : openWith("first"))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openWith(event.key === "ArrowDown" ? "first" : "last");
          }
        }}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="account-menu"
        aria-label={uiMessages.accountMenu}
        className="flex items-center rounded-full ring-2 ring-transparent transition hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <img
          src={photo}
          onError={onImageError}
          alt=""
          width={36}
          height={36}
          className="h-9 w-9 rounded-full object-cover"
        />
      </button>
      {open && (
        <div className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
            <p className="truncate font-semibold" data-testid="menu-display-name">
              {displayName}
            </p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          </div>
          <div id="account-menu" ref={menuRef} role="menu" aria-label={uiMessages.account} onKeyDown={moveMenuFocus}>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={goToDashboard}
              className="mt-1 w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800"
            >
              {uiMessages.dashboard}
            </button>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={onLogout}
              className="w-full rounded-md px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50 focus:bg-red-50 focus:outline-none dark:text-red-300 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
            >
              {uiMessages.logout}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
