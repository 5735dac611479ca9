import type { Category, ClassChangedResponse } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export interface UpdateClassContentInput {
  id: string;
  title: string;
  price: number;
  category: Category;
  description: string;
  image: string;
}

/** product §7 PATCH /classes/{id}/content {title, price, category, description, image}. */
export function updateClassContent({ id, ...body }: UpdateClassContentInput) {
  return apiRequest<ClassChangedResponse>(`/classes/${encodeURIComponent(id)}/content`, {
    method: "PATCH",
    body,
  }).then((data) => data.class);
}

export function useUpdateClassContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClassContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}
