import type { CertificateVerificationResponse } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** A certificate by its number, public: valid (with whom, what and when) or revoked. */
export function verifyCertificate(number: string, signal?: AbortSignal): Promise<CertificateVerificationResponse> {
  return api("GET /certificates/:number", { params: { number }, signal, anonymous: true });
}

/** Unknown numbers are an answer, not a failure: no retry for a 404. */
export function useCertificateVerification(number: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.certificates.verification(number),
    queryFn: ({ signal }) => verifyCertificate(number, signal),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
