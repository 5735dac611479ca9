import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { queryKeys } from "../query-keys";

export interface PublicConfig {
  googleSignIn: boolean;
  payments: { provider: "sandbox" | "stripe"; publishableKey: string | null };
}

export function getPublicConfig() {
  return apiRequest<PublicConfig & { success: true }>("/config", { anonymous: true });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
