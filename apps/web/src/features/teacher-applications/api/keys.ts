import type { ListApplicationsParams } from "./list-applications";

/** Everything of this feature lives under ['teacher-applications'], so one invalidation refreshes it all. */
export const applicationKeys = {
  all: ["teacher-applications"] as const,
  mine: (uid: string) => ["teacher-applications", "mine", uid] as const,
  lists: ["teacher-applications", "list"] as const,
  list: (params: ListApplicationsParams) => ["teacher-applications", "list", params] as const,
  review: ["teacher-applications", "review"] as const,
};
