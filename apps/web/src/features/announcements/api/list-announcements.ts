import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /classes/{id}/announcements: a page of the class's announcements, newest first. */
export function listAnnouncements(classId: string, page: number, limit: number, signal?: AbortSignal) {
  return api("GET /classes/:id/announcements", { params: { id: classId }, query: { page, limit }, signal });
}

export function useAnnouncements(classId: string, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.learning.announcements(classId, { page, limit }),
    queryFn: ({ signal }) => listAnnouncements(classId, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
