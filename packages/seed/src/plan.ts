import type { Role } from "@classwise/shared";

/** An account with a known e-mail (the demo's admin, teacher and student), placed before the generated ones. */
export interface FixedAccount {
  name: string;
  email: string;
  role: Role;
  image?: string | null;
  /** Teachers: how many classes they own, by status. */
  ownedClasses?: { approved: number; pending?: number; rejected?: number };
  /** Students: how many approved classes they are enrolled in (they submit and evaluate nothing). */
  enrolledClasses?: number;
}

export interface SeedOptions {
  seed: number;
  /** Reference time in epoch ms: every generated date lies before it (deadlines may lie after it). */
  now?: number;
  users: number;
  classes: number;
  enrolments: number;
  admins?: number;
  teachers?: number;
  pendingClasses?: number;
  rejectedClasses?: number;
  applications?: number;
  assignments?: number;
  submissions?: number;
  evaluations?: number;
  /** Lessons per class, fewest and most (every class gets a number in between). */
  lessonRange?: readonly [number, number];
  /** A quiz after the first lesson of every class with two or more, with its students' attempts (default on). */
  quizzes?: boolean;
  fixedAccounts?: FixedAccount[];
}

export interface SeedPlan {
  seed: number;
  now: number;
  fixedAccounts: FixedAccount[];
  users: number;
  admins: number;
  teachers: number;
  students: number;
  classes: number;
  approvedClasses: number;
  pendingClasses: number;
  rejectedClasses: number;
  /** Enrolments of fixed students (exact) and of generated students (distributed over approved classes). */
  fixedEnrolments: number;
  randomEnrolments: number;
  /** Applications of students (pending or rejected); every teacher also gets an approved one. */
  studentApplications: number;
  teacherApplications: number;
  assignments: number;
  /** Targets; when absent they are derived from the number of possible pairs once classes are planned. */
  submissions: number | undefined;
  evaluations: number | undefined;
  lessonRange: readonly [number, number];
  quizzes: boolean;
  warnings: string[];
}

export class SeedPlanError extends Error {}

/** Shares used when a count is not given. */
export const DEFAULT_SHARES = {
  adminsPerUser: 1 / 5000,
  teachersPerUser: 0.1,
  pendingClasses: 0.1,
  rejectedClasses: 0.05,
  studentApplications: 0.02,
  assignmentsPerApprovedClass: 1.5,
  /** Of all (assignment, enrolled student) pairs. */
  submissions: 0.45,
  /** Of all enrolments of generated students. */
  evaluations: 0.35,
  /** About eight lessons per class. */
  lessonRange: [6, 10] as const,
} as const;

const count = (value: number | undefined, name: string) => {
  if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
    throw new SeedPlanError(`${name} must be a whole number >= 0 (got ${value})`);
  }
  return value;
};

/** Turns the requested sizes into exact counts, deriving what was not given and clamping what cannot fit. */
export function resolvePlan(options: SeedOptions): SeedPlan {
  const warnings: string[] = [];
  const fixed = options.fixedAccounts ?? [];
  const fixedOf = (role: Role) => fixed.filter((account) => account.role === role);
  const users = count(options.users, "users") ?? 0;
  const classes = count(options.classes, "classes") ?? 0;
  const requestedEnrolments = count(options.enrolments, "enrolments") ?? 0;

  const admins = Math.max(
    count(options.admins, "admins") ?? Math.max(1, Math.round(users * DEFAULT_SHARES.adminsPerUser)),
    fixedOf("admin").length,
  );
  const teachers = Math.max(
    count(options.teachers, "teachers") ?? Math.max(1, Math.round(users * DEFAULT_SHARES.teachersPerUser)),
    fixedOf("teacher").length,
  );
  const students = users - admins - teachers;
  if (students < Math.max(1, fixedOf("student").length)) {
    throw new SeedPlanError(
      `${users} users cannot hold ${admins} admin(s), ${teachers} teacher(s) and at least one student`,
    );
  }

  const owned = fixedOf("teacher").map((t) => t.ownedClasses ?? { approved: 0 });
  const ownedBy = (status: "approved" | "pending" | "rejected") => owned.reduce((sum, o) => sum + (o[status] ?? 0), 0);
  const pendingClasses = Math.max(
    count(options.pendingClasses, "pendingClasses") ?? Math.round(classes * DEFAULT_SHARES.pendingClasses),
    ownedBy("pending"),
  );
  const rejectedClasses = Math.max(
    count(options.rejectedClasses, "rejectedClasses") ?? Math.round(classes * DEFAULT_SHARES.rejectedClasses),
    ownedBy("rejected"),
  );
  const approvedClasses = classes - pendingClasses - rejectedClasses;
  if (approvedClasses < ownedBy("approved")) {
    throw new SeedPlanError(`${classes} classes cannot hold the statuses and the fixed teachers' classes`);
  }

  const fixedEnrolments = fixedOf("student").reduce((sum, s) => sum + (s.enrolledClasses ?? 0), 0);
  if (fixedOf("student").some((s) => (s.enrolledClasses ?? 0) > approvedClasses)) {
    throw new SeedPlanError(`a fixed student cannot enrol in more than the ${approvedClasses} approved classes`);
  }
  const generatedStudents = students - fixedOf("student").length;
  const capacity = approvedClasses * generatedStudents;
  let randomEnrolments = Math.max(0, requestedEnrolments - fixedEnrolments);
  if (randomEnrolments > capacity) {
    warnings.push(
      `only ${capacity + fixedEnrolments} distinct enrolments fit (${approvedClasses} approved classes x ${generatedStudents} students); seeding that many`,
    );
    randomEnrolments = capacity;
  }

  const requestedApplications =
    count(options.applications, "applications") ??
    teachers + Math.round(generatedStudents * DEFAULT_SHARES.studentApplications);
  const teacherApplications = Math.min(teachers, requestedApplications);
  const studentApplications = Math.min(generatedStudents, requestedApplications - teacherApplications);

  const assignments =
    count(options.assignments, "assignments") ??
    Math.round(approvedClasses * DEFAULT_SHARES.assignmentsPerApprovedClass);
  if (assignments > 0 && approvedClasses === 0) warnings.push("no approved classes: no assignments seeded");

  return {
    seed: options.seed >>> 0,
    now: options.now ?? Date.now(),
    fixedAccounts: fixed,
    users,
    admins,
    teachers,
    students,
    classes,
    approvedClasses,
    pendingClasses,
    rejectedClasses,
    fixedEnrolments,
    randomEnrolments,
    studentApplications,
    teacherApplications,
    assignments: approvedClasses === 0 ? 0 : assignments,
    submissions: count(options.submissions, "submissions"),
    evaluations: count(options.evaluations, "evaluations"),
    lessonRange: lessonRangeOf(options.lessonRange),
    quizzes: options.quizzes ?? true,
    warnings,
  };
}

function lessonRangeOf(range: readonly [number, number] | undefined): readonly [number, number] {
  if (!range) return DEFAULT_SHARES.lessonRange;
  const [low, high] = range;
  if (!Number.isInteger(low) || !Number.isInteger(high) || low < 0 || high < low || high > 200) {
    throw new SeedPlanError(`lesson range must be whole numbers 0 <= fewest <= most <= 200 (got ${low}-${high})`);
  }
  return range;
}
