import type { EnrolmentImport } from "@classwise/shared";
import { apiRequest } from "../api-client";

const importsOf = (classId: string) => `/classes/${encodeURIComponent(classId)}/enrolment-imports`;

/** POST /classes/{id}/enrolment-imports: the CSV file as it is; the import runs in the background. */
export function startEnrolmentImport(classId: string, file: Blob) {
  return apiRequest<{ success: true; import: EnrolmentImport }>(importsOf(classId), {
    method: "POST",
    body: new Blob([file], { type: "text/csv" }),
  }).then((data) => data.import);
}

/** GET /classes/{id}/enrolment-imports/{importId}: progress and the rows handled so far. */
export function getEnrolmentImport(classId: string, importId: string) {
  return apiRequest<{ success: true; import: EnrolmentImport }>(
    `${importsOf(classId)}/${encodeURIComponent(importId)}`,
  ).then((data) => data.import);
}
