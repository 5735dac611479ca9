// Lessons: the curriculum, the lesson editor and the lesson view.

function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Lessons of a class (docs/decisions/0019-lessons-and-progress.md). */
export const lessonsMessages = {
  title: "Lessons",
  curriculumTitle: "Curriculum",
  curriculumSummary: (count: number, minutes: number) =>
    `${count === 1 ? "1 lesson" : `${count} lessons`} • ${formatMinutes(minutes)}`,
  minutes: (minutes: number) => formatMinutes(minutes),
  noLessons: "No lessons yet",
  noLessonsStudent: "Your teacher has not published any lessons for this class yet.",
  noLessonsTeacher: "Write the first lesson. Enrolled students can read it at once.",
  lessonsDone: (done: number, total: number) => `${done} of ${total} lessons completed`,
  completedMark: "Completed",
  notCompletedMark: "Not completed",
  markComplete: "Mark complete",
  markNotComplete: "Mark as not complete",
  previous: "Previous",
  next: "Next",
  continue: "Continue",
  continueLabel: (title: string) => `Continue with the next lesson of ${title}`,
  backToOutline: "All lessons",
  lessonOf: (position: number, total: number) => `Lesson ${position} of ${total}`,
  videoTitle: (title: string) => `Video: ${title}`,
  watchOn: (provider: string) => `Watch on ${provider}`,
  addLesson: "Add Lesson",
  editLesson: "Edit Lesson",
  edit: "Edit",
  delete: "Delete",
  save: "Save Lesson",
  saving: "Saving...",
  cancel: "Cancel",
  titleLabel: "Lesson Title",
  titlePlaceholder: "e.g. Setting up your workspace",
  bodyLabel: "Lesson Text (Markdown)",
  bodyPlaceholder: "## What you will learn\n\nWrite the lesson in Markdown: headings, lists, links and code.",
  preview: "Preview",
  previewEmpty: "The preview appears here as you write.",
  videoLabel: "Video link (YouTube or Vimeo, optional)",
  videoPlaceholder: "https://www.youtube.com/watch?v=...",
  videoFound: (provider: string) => `${provider} video found`,
  minutesLabel: "Estimated minutes",
  reorderHint:
    "Drag a lesson by its handle, or focus the handle and press Space, then the arrow keys, then Space again to drop it.",
  dragHandle: (title: string) => `Move lesson: ${title}`,
  moveUp: (title: string) => `Move up: ${title}`,
  moveDown: (title: string) => `Move down: ${title}`,
  reordered: "Lesson order saved",
  reorderInstructions:
    "To pick up a lesson, press Space or Enter. Use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.",
  pickedUp: (title: string) => `Picked up lesson: ${title}.`,
  movedOver: (title: string, position: number, total: number) =>
    `Lesson ${title} is at position ${position} of ${total}.`,
  dropped: (title: string, position: number, total: number) =>
    `Lesson ${title} dropped at position ${position} of ${total}.`,
  dragCancelled: (title: string) => `Moving lesson ${title} was cancelled.`,
  thumbnailAlt: (provider: string) => `Preview image of the ${provider} video`,
  providerNames: { youtube: "YouTube", vimeo: "Vimeo" },
  videoBadge: "Video",
  loadingLesson: "Loading lesson...",
  created: "Lesson added",
  updated: "Lesson saved",
  deleted: "Lesson deleted",
  confirmDeleteText: (title: string) => `Do you want to delete the lesson "${title}"? This action cannot be undone!`,
  loadFailed: "Failed to load lessons",
  saveFailed: "Failed to save the lesson. Please try again.",
  reorderFailed: "Failed to save the lesson order. Please try again.",
  deleteFailed: "Failed to delete the lesson",
  completeFailed: "Failed to update the lesson. Please try again.",
  lessonNotFound: "Lesson not found",
  titleRequired: "Lesson title is required",
  titleLength: "Lesson title must be 3 to 120 characters",
  bodyTooLong: "Lesson text must be at most 50,000 characters",
  videoInvalid: "Enter a YouTube or Vimeo video link",
  minutesInvalid: "Estimated minutes must be a whole number from 1 to 600",
  classNotEditable: "Lessons can be changed while the class is pending or approved",
  tooManyLessons: (max: number) => `A class can have at most ${max} lessons`,
  orderMismatch: "The new order must list every lesson of the class exactly once",
  notEnrolled: "You are not enrolled in this class",
} as const;
