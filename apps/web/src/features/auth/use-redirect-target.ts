import { useLocation } from "react-router";

/** Where to go after sign-in or sign-up: the route the user came from (login guard state), else home. */
export function useRedirectTarget(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : "/";
}
