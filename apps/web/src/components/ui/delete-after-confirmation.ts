import { toast } from "../../lib/toast";
import { confirmDeletion, showDeletedNotice } from "./confirm-deletion";

/**
 * The whole deletion of one item, as lessons and attachments do it: the spec's confirmation first, then
 * `remove`, then the 'Deleted!' notice with `deleted`, or an error toast with `failed` if it failed.
 */
export async function deleteAfterConfirmation(
  texts: { confirm: string; deleted: string; failed: string },
  remove: () => Promise<unknown>,
): Promise<void> {
  if (!(await confirmDeletion(texts.confirm))) return;
  try {
    await remove();
    void showDeletedNotice(texts.deleted);
  } catch {
    toast.error(texts.failed);
  }
}
