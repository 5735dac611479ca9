import type { CreateAnnouncementBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** POST /classes/{id}/announcements: the server tells every enrolled student. */
export function postAnnouncement(classId: string, body: CreateAnnouncementBody) {
  return api("POST /classes/:id/announcements", { params: { id: classId }, body }).then((data) => data.announcement);
}

export function usePostAnnouncement(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAnnouncementBody) => postAnnouncement(classId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.announcements(classId) }),
  });
}
