import { messages, TIMERS } from "@classwise/shared";

// SweetAlert2 is loaded only when a teacher actually deletes something.
const loadSwal = () => import("sweetalert2").then((module) => module.default);

/**
 * spec §8 delete confirmation, used for classes and lessons alike: 'Are you sure?', the text, 'Yes, delete
 * it!' / 'Cancel', with Cancel focused. Resolves true on confirm.
 */
export async function confirmDeletion(text: string): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title: messages.classes.confirmTitle,
    text,
    icon: "warning",
    showCancelButton: true,
    confirmButtonText: messages.classes.confirmYes,
    cancelButtonText: messages.classes.confirmCancel,
    focusCancel: true,
    reverseButtons: true,
    // Colours and shapes come from the app's stylesheet (index.css), in both themes.
    customClass: { popup: "app-dialog" },
  });
  return result.isConfirmed;
}

/** spec §9: the 'Deleted!' notice closes itself after 2 seconds. */
export async function showDeletedNotice(text: string): Promise<void> {
  const Swal = await loadSwal();
  void Swal.fire({
    title: messages.classes.deletedNotice,
    text,
    icon: "success",
    timer: TIMERS.deletedNotice,
    showConfirmButton: false,
    customClass: { popup: "app-dialog" },
  });
}
