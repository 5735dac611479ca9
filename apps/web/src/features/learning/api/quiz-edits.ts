import type { BankQuestion, QuestionBody, Quiz, QuizBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const id = encodeURIComponent;

/** PATCH /quiz-questions/{id}: a bank question changed; attempts already made keep it as they drew it. */
export function useUpdateQuestion(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: QuestionBody }) =>
      apiRequest<{ question: BankQuestion }>(`/quiz-questions/${id(questionId)}`, { method: "PATCH", body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.learning.questionBank(classId) }),
        client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
      ]),
  });
}

/** PATCH /quizzes/{id}: a quiz's title, place, settings and questions changed. */
export function useUpdateQuiz(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, quiz }: { quizId: string; quiz: QuizBody }) =>
      apiRequest<{ quiz: Quiz }>(`/quizzes/${id(quizId)}`, { method: "PATCH", body: quiz }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
  });
}
