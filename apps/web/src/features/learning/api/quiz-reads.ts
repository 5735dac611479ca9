import type {
  ClassQuizzesResponse,
  MyAttemptsResponse,
  OpenAttemptResponse,
  QuestionBankResponse,
  QuizReport,
} from "@classwise/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, downloadFile } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const id = encodeURIComponent;

/** GET /quizzes/class/{id}: the class's quizzes with the caller's standing (the teacher also gets their questions). */
export function useClassQuizzes(classId: string) {
  return useQuery({
    queryKey: queryKeys.learning.quizzes(classId),
    queryFn: ({ signal }) => apiRequest<ClassQuizzesResponse>(`/quizzes/class/${id(classId)}`, { signal }),
    select: (data) => data.quizzes,
  });
}

/** GET /quizzes/{id}/attempts/open and /attempts: the open attempt (its draw, no answers) and the graded ones. */
export function useQuizAttempts(quizId: string) {
  return useQuery({
    queryKey: queryKeys.learning.quizAttempts(quizId),
    queryFn: async ({ signal }) => {
      const [open, mine] = await Promise.all([
        apiRequest<OpenAttemptResponse>(`/quizzes/${id(quizId)}/attempts/open`, { signal }),
        apiRequest<MyAttemptsResponse>(`/quizzes/${id(quizId)}/attempts`, { signal }),
      ]);
      return { open: open.attempt, graded: mine.attempts };
    },
  });
}

/** GET /classes/{id}/questions: the bank with its keys (the class's teacher). */
export function useQuestionBank(classId: string) {
  return useQuery({
    queryKey: queryKeys.learning.questionBank(classId),
    queryFn: ({ signal }) => apiRequest<QuestionBankResponse>(`/classes/${id(classId)}/questions`, { signal }),
    select: (data) => data.questions,
  });
}

/** GET /quizzes/{id}/report: attempts per student and the item analysis. */
export function useQuizReport(quizId: string) {
  return useQuery({
    queryKey: queryKeys.learning.quizReport(quizId),
    queryFn: ({ signal }) => apiRequest<QuizReport>(`/quizzes/${id(quizId)}/report`, { signal }),
  });
}

/** GET /quizzes/{id}/report.csv, saved as a file. */
export function downloadQuizReport(quizId: string, failMessage: string) {
  return downloadFile(`/quizzes/${id(quizId)}/report.csv`, "quiz-attempts.csv", failMessage);
}
