import { messages } from "@classwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import { useCurrentUserRecord, userQueryOptions } from "../../lib/api/users";
import { useAuth } from "../../lib/auth/auth-context";
import { FALLBACK_AVATAR, useFallbackOnError } from "../../lib/images";
import { paths } from "../../lib/paths";
import { useLogout } from "./use-logout";

export function UserMenu() {
  const { user } = useAuth();
  const logout = useLogout();
  const record = useCurrentUserRecord();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const onImageError = useFallbackOnError(FALLBACK_AVATAR);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);

  if (!user) return null;
  // spec §2: user-record name, else the identity service's display name, else 'User'
  const displayName = record.data?.name || user.displayName || messages.nav.fallbackName;
  const photo = record.data?.photoURL || user.photoURL || FALLBACK_AVATAR;

  const goToDashboard = async () => {
    setOpen(false);
    try {
      const current = await queryClient.fetchQuery({ ...userQueryOptions(user.uid), staleTime: 0 });
      if (!current?.role) {
        toast.error(messages.nav.roleUnknown);
        navigate(paths.home);
        return;
      }
      if (current.role === "admin") {
        navigate(paths.admin.root);
        toast.success(messages.nav.welcomeAdmin);
      } else if (current.role === "teacher") {
        navigate(paths.teacher.root);
        toast.success(messages.nav.welcomeTeacher);
      } else {
        navigate(paths.student.root);
        toast.success(messages.nav.welcomeStudent);
      }
    } catch {
      toast.error(messages.nav.dashboardFailed);
      navigate(paths.home);
    }
  };

  const onLogout = () => {
    setOpen(false);
    void logout();
  };

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="Account menu"
        className="flex items-center rounded-full ring-2 ring-transparent transition hover:ring-brand-500"
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
        <div
          role="menu"
          className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
            <p className="truncate font-semibold" data-testid="menu-display-name">
              {displayName}
            </p>
            <p className="truncate text-sm text-slate-500 dark:text-slate-400">{user.email}</p>
          </div>
          <button
            type="button"
            role="menuitem"
            onClick={goToDashboard}
            className="mt-1 w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            Dashboard
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={onLogout}
            className="w-full rounded-md px-3 py-2 text-left text-sm text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800"
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
