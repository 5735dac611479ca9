import { messages } from "@classwise/shared";
import { ApiError, buildUrl, getAccessToken } from "../../../lib/api-client";

/**
 * GET /classes/{id}/grades.csv with the bearer token, saved through a temporary link: a plain link could
 * not carry the token.
 */
export async function downloadClassGrades(classId: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(buildUrl(`/classes/${encodeURIComponent(classId)}/grades.csv`), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: "same-origin",
  });
  if (!response.ok) throw new ApiError(response.status, "BAD_REQUEST", messages.grading.exportFailed);
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "grades.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
