import {
  type ClassAssignmentsResponse,
  computeStudentProgress,
  EMPTY_STUDENT_PROGRESS,
  messages,
  type StudentProgress,
  type SubmissionsResponse,
} from "@classwise/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth/auth-context";
import { queryKeys } from "../../../lib/query-keys";

/**
 * spec §7: a class's progress from its assignment list and the student's submission list. spec §8: when
 * either call fails the class shows zero progress and no assignments, and the error is logged.
 */
export async function getClassProgress(uid: string, classId: string): Promise<StudentProgress> {
  try {
    const id = encodeURIComponent(classId);
    const [assignments, submissions] = await Promise.all([
      apiRequest<ClassAssignmentsResponse>(`/assignments/class/${id}`),
      apiRequest<SubmissionsResponse>(`/submissions/student/${encodeURIComponent(uid)}/class/${id}`),
    ]);
    return computeStudentProgress(assignments.assignments, submissions.submissions);
  } catch (error) {
    console.error(messages.enrolled.progressFailed, error);
    return { ...EMPTY_STUDENT_PROGRESS };
  }
}

export function classProgressQueryOptions(uid: string, classId: string) {
  return queryOptions({
    queryKey: queryKeys.enrolments.studentProgress(uid, classId),
    queryFn: () => getClassProgress(uid, classId),
  });
}

export function useClassProgress(classId: string) {
  const { user, token } = useAuth();
  const uid = user?.uid ?? "";
  return useQuery({ ...classProgressQueryOptions(uid, classId), enabled: Boolean(uid && token) });
}
