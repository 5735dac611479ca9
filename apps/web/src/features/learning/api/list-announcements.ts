import type { AnnouncementPage } from "@classwise/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /classes/{id}/announcements: a page of the class's announcements, newest first. */
export function listAnnouncements(classId: string, page: number, limit: number, signal?: AbortSignal) {
  return apiRequest<AnnouncementPage>(
    `/classes/${encodeURIComponent(classId)}/announcements?page=${page}&limit=${limit}`,
    { signal },
  );
}

export function useAnnouncements(classId: string, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.learning.announcements(classId, { page, limit }),
    queryFn: ({ signal }) => listAnnouncements(classId, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
