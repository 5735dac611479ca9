import type { CertificatesResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** The signed-in student's certificates, newest first. */
export function listMyCertificates(signal?: AbortSignal): Promise<CertificatesResponse> {
  return api("GET /certificates/mine", { signal });
}

export function useMyCertificates() {
  const { user, token } = useAuth();
  const uid = user?.uid ?? "";
  return useQuery({
    queryKey: queryKeys.certificates.mine(uid),
    queryFn: ({ signal }) => listMyCertificates(signal),
    enabled: Boolean(uid && token),
  });
}
