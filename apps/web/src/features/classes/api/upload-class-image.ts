import type { ImageUploadResponse } from "@classwise/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST /images with the file in the field `image` (product §7 image hosting); resolves to the hosted URL. */
export function uploadClassImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file, file.name);
  return apiRequest<ImageUploadResponse>("/images", { method: "POST", body: form }).then((data) => data.data.url);
}

export function useUploadClassImage() {
  return useMutation({ mutationFn: uploadClassImage });
}
