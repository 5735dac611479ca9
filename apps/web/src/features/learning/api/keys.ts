/**
 * Query keys of the class pages. The class itself is cached under the class details page's key
 * (['classes', 'detail', id, viewer]); everything else lives under ['learning'].
 */
export const learningKeys = {
  all: ["learning"] as const,
  assignments: (classId: string) => ["learning", "assignments", classId] as const,
  mySubmissions: (uid: string, classId: string) => ["learning", "submissions", "student", uid, classId] as const,
  classSubmissions: (classId: string) => ["learning", "submissions", "class", classId] as const,
};

export const classDetailKey = (classId: string, viewerUid: string | null) =>
  ["classes", "detail", classId, viewerUid] as const;

/** The student's enrolled-classes screens (list and per-class progress) cache under this key. */
export const enrolmentsKey = ["enrolments"] as const;

/** The admin's and teacher's class progress counts. */
export const classProgressKey = (classId: string) => ["classes", "progress", classId] as const;
