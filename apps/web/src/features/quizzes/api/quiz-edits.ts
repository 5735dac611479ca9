import type { QuestionBody, QuizBody } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/** PATCH /quiz-questions/{id}: a bank question changed; attempts already made keep it as they drew it. */
export function useUpdateQuestion(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: QuestionBody }) =>
      api("PATCH /quiz-questions/:id", { params: { id: questionId }, body }),
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
      api("PATCH /quizzes/:id", { params: { id: quizId }, body: quiz }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.learning.quizzes(classId) }),
  });
}
