import { type Database, openDatabase } from "@classwise/db/client";
import { sql } from "drizzle-orm";

/** The seeded rows a benchmark acts as or asks for, read from the database before the server opens it. */
export interface Fixtures {
  students: { id: string; email: string }[];
  admin: { id: string; email: string };
  popularClassId: string;
  commonWords: string[];
  scale: { users: number; classes: number; enrolments: number };
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function readFixtures(target: { databaseUrl?: string; dataDir?: string }): Promise<Fixtures> {
  const database = await openDatabase({ ...target, poolSize: 1 });
  try {
    const students = await rows<{ id: string; email: string }>(
      database,
      sql`select u.id, u.email from users u
          where u.role = 'student' and exists (select 1 from enrolments e where e.student_id = u.id)
          limit 20`,
    );
    const [admin] = await rows<{ id: string; email: string }>(
      database,
      sql`select id, email from users where role = 'admin' order by email limit 1`,
    );
    const [popular] = await rows<{ class_id: string }>(
      database,
      sql`select class_id from class_stats where listed order by enrolled_count desc limit 1`,
    );
    const titles = await rows<{ title: string }>(database, sql`select title from classes limit 2000`);
    const frequency = new Map<string, number>();
    for (const { title } of titles) {
      for (const word of title.toLowerCase().match(/[a-z]{4,}/g) ?? []) {
        frequency.set(word, (frequency.get(word) ?? 0) + 1);
      }
    }
    const commonWords = [...frequency.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([word]) => word);
    const [scale] = await rows<{ users: number; classes: number; enrolments: number }>(
      database,
      sql`select
            (select coalesce(sum(value), 0) from counters where name = 'users')::int as users,
            (select coalesce(sum(value), 0) from counters where name like 'classes:%')::int as classes,
            (select coalesce(sum(value), 0) from counters where name = 'enrolments')::int as enrolments`,
    );
    if (!admin || !popular || students.length === 0) {
      throw new Error("the database has no seeded admin, students with enrolments or listed classes");
    }
    return { students, admin, popularClassId: popular.class_id, commonWords, scale: scale! };
  } finally {
    await database.close();
  }
}
