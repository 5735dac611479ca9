import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** The teacher's classes a coupon can be for (the first 100). */
export function useMyClasses(uid: string, enabled: boolean) {
  const params = { page: 1, limit: 100 };
  return useQuery({
    queryKey: queryKeys.classes.teacherList(uid, params),
    queryFn: () => api("GET /classes/teacher/:uid", { params: { uid }, query: params }),
    enabled: enabled && Boolean(uid),
  });
}
