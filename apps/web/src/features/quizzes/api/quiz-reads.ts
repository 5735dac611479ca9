import { useQuery } from "@tanstack/react-query";
import { api, download } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** GET /quizzes/class/{id}: the class's quizzes with the caller's standing (the teacher also gets their questions). */
export function useClassQuizzes(classId: string) {
  return useQuery({
    queryKey: queryKeys.learning.quizzes(classId),
    queryFn: ({ signal }) => api("GET /quizzes/class/:id", { params: { id: classId }, signal }),
    select: (data) => data.quizzes,
  });
}

/** GET /quizzes/{id}/attempts/open and /attempts: the open attempt (its draw, no answers) and the graded ones. */
export function useQuizAttempts(quizId: string) {
  return useQuery({
    queryKey: queryKeys.learning.quizAttempts(quizId),
    queryFn: async ({ signal }) => {
      const [open, mine] = await Promise.all([
        api("GET /quizzes/:id/attempts/open", { params: { id: quizId }, signal }),
        api("GET /quizzes/:id/attempts", { params: { id: quizId }, signal }),
      ]);
      return { open: open.attempt, graded: mine.attempts };
    },
  });
}

/** GET /classes/{id}/questions: the bank with its keys (the class's teacher). */
export function useQuestionBank(classId: string) {
  return useQuery({
    queryKey: queryKeys.learning.questionBank(classId),
    queryFn: ({ signal }) => api("GET /classes/:id/questions", { params: { id: classId }, signal }),
    select: (data) => data.questions,
  });
}

/** GET /quizzes/{id}/report: attempts per student and the item analysis. */
export function useQuizReport(quizId: string) {
  return useQuery({
    queryKey: queryKeys.learning.quizReport(quizId),
    queryFn: ({ signal }) => api("GET /quizzes/:id/report", { params: { id: quizId }, signal }),
  });
}

/** GET /quizzes/{id}/report.csv, saved as a file. */
export function downloadQuizReport(quizId: string, failMessage: string) {
  return download("GET /quizzes/:id/report.csv", { params: { id: quizId } }, "quiz-attempts.csv", failMessage);
}
