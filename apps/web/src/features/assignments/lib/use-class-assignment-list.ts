import { classPageMessages } from "@classwise/shared";
import { useEffect } from "react";
import { useClassAssignments } from "../api/list-class-assignments";
import { useDeadlineClock } from "./use-deadline-clock";

/** A failed load that the page shows in place is also written to the console, in the spec's words. */
export function useLoggedError(error: unknown, message: string) {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}

/** A class page's assignments: the query, its list (empty until loaded) and the clock their deadlines keep. */
export function useClassAssignmentList(classId: string) {
  const assignments = useClassAssignments(classId, true);
  useLoggedError(assignments.error, classPageMessages.fetchAssignmentsError);
  const list = assignments.data ?? [];
  const now = useDeadlineClock(list.map((assignment) => assignment.deadline));
  return { assignments, list, now };
}
