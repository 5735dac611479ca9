import type { Category, CreateClassResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * product §7 POST /classes payload. The teacher fields are sent as the spec's client does; the server ignores
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
  return apiRequest<CreateClassResponse>("/classes", { method: "POST", body: input });
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.teacherLists }),
  });
}
