import type { ClassResponse, PublicClass } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { classDetailKey } from "./keys";

/** GET /classes/{id}: the class with `isEnrolled` for the signed-in caller (spec §5: access only if enrolled). */
export function getLearningClass(id: string, signal?: AbortSignal): Promise<PublicClass> {
  return apiRequest<ClassResponse>(`/classes/${encodeURIComponent(id)}`, { signal }).then((data) => data.class);
}

export function learningClassQueryOptions(id: string, viewerUid: string | null) {
  return queryOptions({
    queryKey: classDetailKey(id, viewerUid),
    queryFn: ({ signal }) => getLearningClass(id, signal),
    retry: false,
  });
}

export function useLearningClass(id: string) {
  const { user, token } = useAuth();
  const uid = user?.uid ?? null;
  return useQuery({ ...learningClassQueryOptions(id, uid), enabled: Boolean(id && uid && token) });
}
