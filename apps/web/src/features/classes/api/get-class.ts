import type { ClassResponse, PublicClass } from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";

/** GET /classes/{id} (spec §7): carries `isEnrolled` for the signed-in caller. */
export function getClass(id: string, signal?: AbortSignal): Promise<PublicClass> {
  return apiRequest<ClassResponse>(`/classes/${encodeURIComponent(id)}`, { signal }).then((data) => data.class);
}

// The viewer is part of the key: `isEnrolled` differs from one signed-in user to the next.
export const classQueryKey = (id: string, viewerUid: string | null) => ["classes", "detail", id, viewerUid] as const;

export function classQueryOptions(id: string, viewerUid: string | null) {
  return queryOptions({
    queryKey: classQueryKey(id, viewerUid),
    queryFn: ({ signal }) => getClass(id, signal),
    retry: false,
  });
}

export function useClass(id: string) {
  const { user } = useAuth();
  return useQuery(classQueryOptions(id, user?.uid ?? null));
}
