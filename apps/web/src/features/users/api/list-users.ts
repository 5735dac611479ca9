import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryKeys } from "../../../lib/query-keys";

export interface ListUsersParams {
  page: number;
  limit: number;
  /** Already trimmed; an empty term is never sent (product §5). */
  search?: string;
}

export function listUsers({ page, limit, search }: ListUsersParams) {
  return api("GET /users", { query: { page, limit, search: search || undefined } });
}

export function usersListQueryOptions(params: ListUsersParams) {
  return pageQueryOptions(queryKeys.users.list(params), () => listUsers(params));
}

/** Admin list of users (product §7), searchable by name or email. */
export function useUsersList(params: ListUsersParams) {
  return useQuery(usersListQueryOptions(params));
}
