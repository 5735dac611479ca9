import { applicationBlocks } from "./generate-applications.js";
import { classBlocks } from "./generate-classes.js";
import { CommunityGenerator, countCommunity } from "./generate-community.js";
import { countCompletions, LessonGenerator, planLessons } from "./generate-lessons.js";
import { countQuizzes, QuizGenerator } from "./generate-quizzes.js";
import { buildUserPool, type UserPool, userBlocks } from "./generate-users.js";
import { DEFAULT_SHARES, resolvePlan, type SeedOptions, type SeedPlan } from "./plan.js";
import { type ClassPlan, planClasses } from "./plan-classes.js";
import { Random } from "./prng.js";
import type { SeedBlock, SeedCounts } from "./types.js";

/** Rows per generated block (one transaction each); users come in blocks of this many users. */
export const DEFAULT_BLOCK_ROWS = 20_000;

export interface GeneratedSeed {
  plan: SeedPlan;
  pool: UserPool;
  classPlan: ClassPlan;
  /** Row counts the blocks will hold (submissions: at most, when fewer pairs fit their deadlines). */
  expected: SeedCounts;
  /** The rows, block by block; calling it again yields identical rows. */
  blocks(): Generator<SeedBlock>;
}

/**
 * The single entry point for generated data (CLI, demo, benchmark and tests). Everything is a pure function
 * of the options and the password hash: same seed and `now`, same rows.
 */
export function createSeed(options: SeedOptions, passwordHash: string, blockRows = DEFAULT_BLOCK_ROWS): GeneratedSeed {
  const plan = resolvePlan(options);
  const root = new Random(plan.seed);
  const pool = buildUserPool(plan, root.fork(1));
  const classPlan = planClasses(plan, pool, root.fork(2));
  // Lessons draw from forks of their own, so the rest of the data is the same with or without them.
  const lessonsOf = planLessons(plan.classes, plan.lessonRange, root.fork(5));
  const enrolments = plan.randomEnrolments + plan.fixedEnrolments;
  const assignments = classPlan.assignmentsOf.reduce((sum, n) => sum + n, 0);
  const expected: SeedCounts = {
    users: plan.users,
    accounts: plan.users,
    teacherApplications: plan.teacherApplications + plan.studentApplications,
    classes: plan.classes,
    payments: enrolments,
    enrolments,
    lessons: lessonsOf.reduce((sum, n) => sum + n, 0),
    lessonCompletions: countCompletions(lessonsOf, classPlan.randomEnrolments),
    assignments,
    submissions: plan.submissions ?? Math.round(classPlan.totalPairs * DEFAULT_SHARES.submissions),
    evaluations: plan.evaluations ?? Math.round(plan.randomEnrolments * DEFAULT_SHARES.evaluations),
    ...countCommunity(classPlan, lessonsOf),
    ...countQuizzes(plan, lessonsOf, classPlan.randomEnrolments),
  };
  expected.evaluations = Math.min(expected.evaluations, plan.randomEnrolments);
  expected.submissions = Math.min(expected.submissions, classPlan.totalPairs);
  return {
    plan,
    pool,
    classPlan,
    expected,
    *blocks() {
      const usersPerBlock = Math.max(1, Math.floor(blockRows / 2));
      yield* userBlocks(pool, passwordHash, plan.seed, usersPerBlock);
      yield* applicationBlocks(plan, pool, root.fork(3), blockRows);
      const lessons = new LessonGenerator(plan, lessonsOf, root.fork(6));
      // Announcements and discussions draw from a fork of their own too.
      const community = new CommunityGenerator(plan, pool, classPlan, root.fork(7));
      // Quizzes and their attempts too.
      const quizzes = new QuizGenerator(plan, root.fork(8));
      yield* classBlocks(plan, pool, classPlan, root.fork(4), blockRows, { lessons, community, quizzes });
    },
  };
}
