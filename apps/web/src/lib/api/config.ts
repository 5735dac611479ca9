import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../contract-call";
import { queryKeys } from "../query-keys";

export function getPublicConfig() {
  return api("GET /config", { anonymous: true });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
