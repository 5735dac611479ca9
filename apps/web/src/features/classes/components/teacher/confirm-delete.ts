import { classesMessages } from "@classwise/shared";
import { confirmDeletion, showDeletedNotice as showNotice } from "../../../../components/ui/confirm-deletion";

/** product §8 delete confirmation of a class. Resolves true on confirm. */
export function confirmClassDeletion(title: string): Promise<boolean> {
  return confirmDeletion(classesMessages.confirmText(title));
}

/** product §9: the 'Deleted!' notice of a class. */
export function showDeletedNotice(): Promise<void> {
  return showNotice(classesMessages.deleted);
}
