import type { Announcement, CreateAnnouncementBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /classes/{id}/announcements: the server tells every enrolled student. */
export function postAnnouncement(classId: string, body: CreateAnnouncementBody): Promise<Announcement> {
  return apiRequest<{ announcement: Announcement }>(`/classes/${encodeURIComponent(classId)}/announcements`, {
    method: "POST",
    body,
  }).then((data) => data.announcement);
}

export function usePostAnnouncement(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAnnouncementBody) => postAnnouncement(classId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.announcements(classId) }),
  });
}
