import { useMutation } from "@tanstack/react-query";
import { sendFile } from "../../../lib/contract-call";

/** The file in the field `image` (product §7 image hosting); resolves to the hosted URL. */
export function uploadClassImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file, file.name);
  return sendFile("POST /images", form).then((data) => data.data.url);
}

export function useUploadClassImage() {
  return useMutation({ mutationFn: uploadClassImage });
}
