import type { ClassCertificateCountResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /classes/{id}/certificates/count: how many valid certificates the class has issued (its teacher). */
export function getCertificateCount(classId: string, signal?: AbortSignal): Promise<ClassCertificateCountResponse> {
  return apiRequest<ClassCertificateCountResponse>(`/classes/${encodeURIComponent(classId)}/certificates/count`, {
    signal,
  });
}

export function useCertificateCount(classId: string) {
  return useQuery({
    queryKey: queryKeys.certificates.classCount(classId),
    queryFn: ({ signal }) => getCertificateCount(classId, signal),
  });
}
