import { api, sendFile } from "../contract-call";

/** Starts enrolling from the CSV file, sent as it is; the import runs in the background. */
export function startEnrolmentImport(classId: string, file: Blob) {
  const csv = new Blob([file], { type: "text/csv" });
  return sendFile("POST /classes/:id/enrolment-imports", csv, { params: { id: classId } }).then((data) => data.import);
}

/** An import's progress and the rows handled so far. */
export function getEnrolmentImport(classId: string, importId: string) {
  return api("GET /classes/:id/enrolment-imports/:importId", { params: { id: classId, importId } }).then(
    (data) => data.import,
  );
}
