import type {
  AnswerValue,
  BankQuestion,
  OpenAttempt,
  QuestionBody,
  Quiz,
  QuizBody,
  SubmitAttemptResponse,
} from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const id = encodeURIComponent;

/** POST /quizzes/{id}/attempts: the open attempt, or a new one with its own draw. */
export function useStartAttempt(quizId: string, classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ attempt: OpenAttempt }>(`/quizzes/${id(quizId)}/attempts`, { method: "POST" }).then(
        (answer) => answer.attempt,
      ),
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
      apiRequest<SubmitAttemptResponse>(`/quiz-attempts/${id(attemptId)}/submission`, {
        method: "POST",
        body: { answers },
      }),
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
    mutationFn: (body: QuestionBody) =>
      apiRequest<{ question: BankQuestion }>(`/classes/${id(classId)}/questions`, { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.questionBank(classId) }),
  });
}

/** POST /quizzes: a new quiz in the class's outline. */
export function useCreateQuiz(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quiz: QuizBody) => apiRequest<{ quiz: Quiz }>("/quizzes", { method: "POST", body: { classId, quiz } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
  });
}

/** DELETE /quizzes/{id}: with its attempts. */
export function useDeleteQuiz(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quizId: string) => apiRequest<{ message: string }>(`/quizzes/${id(quizId)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
  });
}

/** DELETE /quiz-questions/{id}: it leaves every quiz that used it; attempts keep their copy. */
export function useDeleteQuestion(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      apiRequest<{ message: string }>(`/quiz-questions/${id(questionId)}`, { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.learning.questionBank(classId) }),
        client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
      ]),
  });
}
