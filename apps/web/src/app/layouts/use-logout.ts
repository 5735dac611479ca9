import { navMessages } from "@classwise/shared";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../lib/auth/auth-context";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";

/**
 * product §2/§8: sign out, toast, home; on failure say so. Shared by the avatar menu and the dashboards.
 * Home is reached before the session ends: on a guarded page the login guard would otherwise see the
 * user vanish and send them to /login instead. `flushSync` makes "reached" mean rendered: a navigation in a
 * transition can still be rendering when the session ends, and the guard of the page being left would
 * then win the race.
 */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home, { flushSync: true });
    try {
      await logout();
      toast.success(navMessages.loggedOut);
    } catch {
      toast.error(navMessages.logoutFailed);
    }
  }, [logout, navigate]);
}
