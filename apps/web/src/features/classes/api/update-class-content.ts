import type { Category } from "@classwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";
import { queryKeys } from "../../../lib/query-keys";

export interface UpdateClassContentInput {
  id: string;
  title: string;
  price: number;
  category: Category;
  description: string;
  image: string;
}

/** product §7: the teacher changes their class's title, price, category, description and image. */
export function updateClassContent({ id, ...body }: UpdateClassContentInput) {
  return api("PATCH /classes/:id/content", { params: { id }, body }).then((data) => data.class);
}

export function useUpdateClassContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClassContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}
