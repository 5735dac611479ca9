/**
 * Query and mutation keys of the teacher's and admin's class screens. Every class query lives under
 * ['classes'], so a change to one class refreshes the catalogue, the teacher's list and the admin list alike.
 */
export const classManagementKeys = {
  all: ["classes"] as const,
  teacherLists: ["classes", "teacher"] as const,
  teacherList: (uid: string, page: number, limit: number) => ["classes", "teacher", uid, { page, limit }] as const,
  adminLists: ["classes", "admin"] as const,
  adminList: (page: number, limit: number) => ["classes", "admin", { page, limit }] as const,
  progress: (id: string) => ["classes", "progress", id] as const,
  review: ["classes", "review"] as const,
  remove: ["classes", "delete"] as const,
};
