import type { Category } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

/**
 * product §7: a new class. The teacher fields are sent as the spec's client does; the server ignores
 * them and takes the teacher from the session.
 */
export interface CreateClassInput {
  title: string;
  price: number;
  category: Category;
  description: string;
  image: string;
  teacherName: string;
  teacherEmail: string;
  teacherUid: string;
}

export function createClass(input: CreateClassInput) {
  return api("POST /classes", { body: input });
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.teacherLists }),
  });
}
