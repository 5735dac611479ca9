import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /classes/{id}/certificates/count: how many valid certificates the class has issued (its teacher). */
export function getCertificateCount(classId: string, signal?: AbortSignal) {
  return api("GET /classes/:id/certificates/count", { params: { id: classId }, signal });
}

export function useCertificateCount(classId: string) {
  return useQuery({
    queryKey: queryKeys.certificates.classCount(classId),
    queryFn: ({ signal }) => getCertificateCount(classId, signal),
  });
}
