import type { User } from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { pageQueryOptions } from "../../../lib/page-query";
import { queryKeys } from "../../../lib/query-keys";

export interface ListUsersParams {
  page: number;
  limit: number;
  /** Already trimmed; an empty term is never sent (product §5). */
  search?: string;
}

export interface UsersPage {
  success: true;
  users: User[];
  totalUsers: number;
  totalPages: number;
  /** Set when a search over many users estimated its total. */
  totalIsEstimate?: true;
}

export function listUsers({ page, limit, search }: ListUsersParams) {
  return apiRequest<UsersPage>("/users", { query: { page, limit, search: search || undefined } });
}

export function usersListQueryOptions(params: ListUsersParams) {
  return pageQueryOptions(queryKeys.users.list(params), () => listUsers(params));
}

/** Admin list of users (product §7 GET /users?page&limit[&search]). */
export function useUsersList(params: ListUsersParams) {
  return useQuery(usersListQueryOptions(params));
}
