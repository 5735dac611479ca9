import type { TeacherApplication } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** product §7: the list without a page; the client picks the application whose uid is the current user's. */
export async function getMyApplication(uid: string): Promise<TeacherApplication | null> {
  const data = await api("GET /teacher-applications");
  return data.applications.find((application) => application.uid === uid) ?? null;
}

export function myApplicationQueryOptions(uid: string) {
  return queryOptions({ queryKey: queryKeys.applications.mine(uid), queryFn: () => getMyApplication(uid) });
}

/** The signed-in user's own application (null when there is none), once a token is held. */
export function useMyApplication() {
  const { user, token } = useAuth();
  return useQuery({ ...myApplicationQueryOptions(user?.uid ?? ""), enabled: Boolean(user?.uid && token) });
}
