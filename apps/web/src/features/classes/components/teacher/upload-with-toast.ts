import { classesMessages, TIMERS } from "@classwise/shared";
import { toast } from "../../../../lib/toast";
import { uploadClassImage } from "../../api/upload-class-image";

/**
 * Uploads a picked image with one toast that follows it: 'Uploading image...' (or the update's 'Uploading new
 * image...'), then 'Image uploaded successfully!' or 'Failed to upload image. Please try again.' (product §8).
 * Resolves to the hosted URL, or null when the upload failed.
 */
export async function uploadWithToast(file: File, pendingText: string): Promise<string | null> {
  const id = toast.loading(pendingText);
  try {
    const url = await uploadClassImage(file);
    toast.update(id, {
      render: classesMessages.uploaded,
      type: "success",
      isLoading: false,
      autoClose: 2000,
      closeButton: true,
    });
    return url;
  } catch {
    toast.update(id, {
      render: classesMessages.uploadFailed,
      type: "error",
      isLoading: false,
      autoClose: TIMERS.toastDefault,
      closeButton: true,
    });
    return null;
  }
}
