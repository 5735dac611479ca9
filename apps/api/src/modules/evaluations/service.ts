import type { Db } from "@classwise/db/client";
import type { ListPublicEvaluationsQuery, PublicEvaluation } from "@classwise/shared";
import { findPublicEvaluations } from "./repository.js";

/** Home page feedback (product §7): newest first, at least `minRating` stars, no email of anyone. */
export async function listPublicEvaluations(db: Db, query: ListPublicEvaluationsQuery): Promise<PublicEvaluation[]> {
  const rows = await findPublicEvaluations(db, { minRating: query.minRating, limit: query.limit });
  return rows.map((row) => ({
    _id: row.id,
    classId: row.classId,
    classTitle: row.classTitle,
    studentName: row.studentName,
    studentPhotoURL: row.studentPhoto ?? "",
    rating: row.rating,
    description: row.description,
    submittedAt: row.submittedAt.toISOString(),
  }));
}
