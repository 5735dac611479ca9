import {
  accounts,
  announcements,
  assignments,
  classes,
  enrolments,
  evaluations,
  lessonCompletions,
  lessonPosts,
  lessons,
  payments,
  quizAttempts,
  quizPasses,
  quizQuestionLinks,
  quizQuestions,
  quizzes,
  submissions,
  teacherApplications,
  users,
} from "@classwise/db/schema";

/** Every table the generator fills, in foreign-key order: a block is inserted in this order. */
export const SEED_TABLES = {
  users,
  accounts,
  teacherApplications,
  classes,
  payments,
  enrolments,
  lessons,
  lessonCompletions,
  assignments,
  submissions,
  evaluations,
  announcements,
  lessonPosts,
  quizQuestions,
  quizzes,
  quizQuestionLinks,
  quizAttempts,
  quizPasses,
} as const;

export type SeedTableName = keyof typeof SEED_TABLES;
export const SEED_TABLE_NAMES = Object.keys(SEED_TABLES) as SeedTableName[];

export type SeedRows = { [K in SeedTableName]: (typeof SEED_TABLES)[K]["$inferInsert"][] };

/**
 * A unit of generated rows that is consistent on its own (a class with its enrolments, payments, lessons and
 * their completions, assignments, submissions and evaluations) and is written in one transaction. Blocks of a later phase reference rows of
 * earlier phases only (users before classes).
 */
export type SeedBlock = { phase: number } & Partial<SeedRows>;

export type SeedCounts = Record<SeedTableName, number>;

export function emptyCounts(): SeedCounts {
  return Object.fromEntries(SEED_TABLE_NAMES.map((name) => [name, 0])) as SeedCounts;
}
