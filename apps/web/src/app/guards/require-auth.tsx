import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useAuth } from "../../lib/auth/auth-context";
import { paths } from "../../lib/paths";

/**
 * product §2 Login guard: no user with an email -> /login, passing the attempted path. A page left behind by a
 * logout (which is on its way home) goes home instead. It waits for the session only: the screen's calls wait
 * for the bearer token themselves.
 */
export function RequireAuth({ children, loadingLabel }: { children?: ReactNode; loadingLabel?: string }) {
  const { user, userLoading, signedOut } = useAuth();
  const location = useLocation();
  if (userLoading) return <Spinner label={loadingLabel} />;
  if (!user?.email) {
    if (signedOut) return <Navigate to={paths.home} replace />;
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children ?? <Outlet />;
}
