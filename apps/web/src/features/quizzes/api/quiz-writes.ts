import type { AnswerValue, QuestionBody, QuizBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** POST /quizzes/{id}/attempts: the open attempt, or a new one with its own draw. */
export function useStartAttempt(quizId: string, classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /quizzes/:id/attempts", { params: { id: quizId } }).then((answer) => answer.attempt),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.learning.quizAttempts(quizId) }),
        client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
      ]),
  });
}

/** POST /quiz-attempts/{id}/submission: graded at once; the standing and the progress everywhere follow. */
export function useSubmitAttempt(quizId: string, classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, answers }: { attemptId: string; answers: Record<string, AnswerValue> }) =>
      api("POST /quiz-attempts/:id/submission", { params: { id: attemptId }, body: { answers } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.learning.quizAttempts(quizId) }),
        client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
        client.invalidateQueries({ queryKey: queryKeys.learning.lessons(classId) }),
        client.invalidateQueries({ queryKey: queryKeys.enrolments.all }),
        client.invalidateQueries({ queryKey: queryKeys.certificates.all }),
      ]),
  });
}

/** POST /classes/{id}/questions: a new question of the bank. */
export function useAddQuestion(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionBody) => api("POST /classes/:id/questions", { params: { id: classId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.questionBank(classId) }),
  });
}

/** POST /quizzes: a new quiz in the class's outline. */
export function useCreateQuiz(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quiz: QuizBody) => api("POST /quizzes", { body: { classId, quiz } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
  });
}

/** DELETE /quizzes/{id}: with its attempts. */
export function useDeleteQuiz(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quizId: string) => api("DELETE /quizzes/:id", { params: { id: quizId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
  });
}

/** DELETE /quiz-questions/{id}: it leaves every quiz that used it; attempts keep their copy. */
export function useDeleteQuestion(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => api("DELETE /quiz-questions/:id", { params: { id: questionId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.learning.questionBank(classId) }),
        client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
      ]),
  });
}
