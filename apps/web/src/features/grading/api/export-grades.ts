import { gradingMessages } from "@classwise/shared";
import { downloadFile } from "../../../lib/api-client";

/** GET /classes/{id}/grades.csv, saved as the file the server names. */
export function downloadClassGrades(classId: string): Promise<void> {
  return downloadFile(`/classes/${encodeURIComponent(classId)}/grades.csv`, "grades.csv", gradingMessages.exportFailed);
}
