import type { Db } from "@classwise/db/client";
import { counterTotal } from "@classwise/db/counters";
import { CATEGORIES, type PublicStatistics } from "@classwise/shared";
import { sql } from "drizzle-orm";

/** The three public figures, read from their counters in one round trip (no table is counted). */
export async function countPublicStatistics(db: Db): Promise<PublicStatistics> {
  const [row] = await db
    .select({
      totalUsers: counterTotal("users").mapWith(Number),
      // The listed catalogue: the sum of its categories, which leave out suspended teachers' classes.
      totalClasses: counterTotal(...CATEGORIES.map((category) => `category:${category}` as const)).mapWith(Number),
      totalEnrollments: counterTotal("enrolments").mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { totalUsers: 0, totalClasses: 0, totalEnrollments: 0 };
}
