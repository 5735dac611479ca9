import { messages } from "@classwise/shared";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import { paths } from "../../app/paths";
import { useAuth } from "../../lib/auth/auth-context";

/** spec §2/§8: sign out, toast, then home; on failure stay and say so. Shared by the avatar menu and dashboards. */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
      toast.success(messages.nav.loggedOut);
      navigate(paths.home);
    } catch {
      toast.error(messages.nav.logoutFailed);
    }
  }, [logout, navigate]);
}
