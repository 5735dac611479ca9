import type { ClassListResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /classes/teacher/{uid}: the teacher's classes a coupon can be for (the first 100). */
export function useMyClasses(uid: string, enabled: boolean) {
  const params = { page: 1, limit: 100 };
  return useQuery({
    queryKey: queryKeys.classes.teacherList(uid, params),
    queryFn: () => apiRequest<ClassListResponse>(`/classes/teacher/${encodeURIComponent(uid)}`, { query: params }),
    enabled: enabled && Boolean(uid),
  });
}
