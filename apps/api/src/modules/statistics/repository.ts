import type { PublicStatistics } from "@classwise/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { classes, enrolments, users } from "../../db/schema.js";

/** The three public figures, counted in one round trip. */
export async function countPublicStatistics(db: Db): Promise<PublicStatistics> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`(select count(*)::int from ${users})`,
      totalClasses: sql<number>`(select count(*)::int from ${classes} where ${and(isNull(classes.deletedAt), eq(classes.status, "approved"))})`,
      totalEnrollments: sql<number>`(select count(*)::int from ${enrolments})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { totalUsers: 0, totalClasses: 0, totalEnrollments: 0 };
}
