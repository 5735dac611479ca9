import { CATEGORIES, EXPERIENCE_LEVELS } from "@classwise/shared";
import type { UserPool } from "./generate-users.js";
import type { SeedPlan } from "./plan.js";
import { ID_KIND, type Random, seededUuid } from "./prng.js";
import { drawCourse } from "./text.js";
import type { SeedBlock, SeedRows } from "./types.js";

const DAY = 86_400_000;

/**
 * Teachers got their role through an approved application; a small share of students have a pending or
 * rejected one. Fixed students never apply, so the demo student can walk through the application form.
 */
export function* applicationBlocks(plan: SeedPlan, pool: UserPool, rng: Random, blockRows: number) {
  const reviewer = pool.ids[pool.admins[0] ?? -1] ?? null;
  let rows: SeedRows["teacherApplications"] = [];
  let index = 0;
  const push = (user: number, status: "pending" | "approved" | "rejected", appliedAt: number) => {
    const category = pool.roles[user] === "teacher" ? pool.category[user]! : rng.int(0, CATEGORIES.length - 1);
    const reviewedAt = status === "pending" ? null : Math.min(plan.now, appliedAt + (1 + rng.next() * 3) * DAY);
    rows.push({
      id: seededUuid(plan.seed, ID_KIND.application, index++),
      userId: pool.ids[user]!,
      name: pool.names[user]!,
      email: pool.emails[user]!,
      photoUrl: pool.images[user] ?? "",
      title: drawCourse(rng, CATEGORIES[category]!).title,
      experience: status === "approved" ? rng.pick(EXPERIENCE_LEVELS.slice(1)) : rng.pick(EXPERIENCE_LEVELS),
      category: CATEGORIES[category]!,
      status,
      appliedAt: new Date(appliedAt),
      reviewedAt: reviewedAt === null ? null : new Date(reviewedAt),
      reviewedBy: reviewedAt === null ? null : reviewer,
    });
  };

  for (let k = 0; k < plan.teacherApplications; k++) {
    const teacher = pool.teachers[k]!;
    push(teacher, "approved", pool.createdAt[teacher]! + rng.next() * 2 * DAY);
    if (rows.length >= blockRows) {
      yield { phase: 1, teacherApplications: rows } satisfies SeedBlock;
      rows = [];
    }
  }

  // Distinct applicants: a partial shuffle of the generated students.
  const candidates = Int32Array.from(pool.randomStudents);
  for (let k = 0; k < plan.studentApplications; k++) {
    const j = k + Math.floor(rng.next() * (candidates.length - k));
    const student = candidates[j]!;
    candidates[j] = candidates[k]!;
    candidates[k] = student;
    const joined = pool.createdAt[student]!;
    // Two pending for every rejected one: the admin always has requests to review.
    push(student, k % 3 === 2 ? "rejected" : "pending", joined + rng.next() * (plan.now - joined));
    if (rows.length >= blockRows) {
      yield { phase: 1, teacherApplications: rows } satisfies SeedBlock;
      rows = [];
    }
  }
  if (rows.length > 0) yield { phase: 1, teacherApplications: rows } satisfies SeedBlock;
}
