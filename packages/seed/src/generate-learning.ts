import type { UserPool } from "./generate-users.js";
import { DEFAULT_SHARES, type SeedPlan } from "./plan.js";
import type { ClassPlan } from "./plan-classes.js";
import { ID_KIND, type Random, seededUuid } from "./prng.js";
import { cumulative, fill } from "./text.js";
import type { SeedRows } from "./types.js";
import {
  ASSIGNMENT_DESCRIPTIONS,
  ASSIGNMENT_TITLES,
  EVALUATION_TEXTS,
  RATING_WEIGHTS,
  SUBMISSION_TEXTS,
} from "./vocabulary/learning.js";

const DAY = 86_400_000;
const RATING_CUMULATIVE = cumulative(RATING_WEIGHTS);

export interface ClassInfo {
  index: number;
  id: string;
  teacher: number;
  createdAt: number;
  subject: string;
}

/** Generated students enrolled in the class, with their enrolment times (fixed students are left out). */
export interface Roster {
  students: number[];
  enrolledAt: number[];
}

/**
 * Assignments, submissions and evaluations of one class at a time. Submission and evaluation totals are hit
 * exactly over the whole run: each class takes its share of the target (scaled by its possible pairs) plus
 * whatever earlier classes could not take, as running totals.
 */
export class LearningGenerator {
  private readonly submissionTarget: number;
  private readonly evaluationTarget: number;
  private pairsSeen = 0;
  private enrolmentsSeen = 0;
  private submissionsMade = 0;
  private evaluationsMade = 0;
  private assignmentIndex = 0;

  constructor(
    private readonly plan: SeedPlan,
    private readonly pool: UserPool,
    private readonly classPlan: ClassPlan,
    private readonly rng: Random,
  ) {
    this.submissionTarget = plan.submissions ?? Math.round(classPlan.totalPairs * DEFAULT_SHARES.submissions);
    this.evaluationTarget = plan.evaluations ?? Math.round(plan.randomEnrolments * DEFAULT_SHARES.evaluations);
  }

  addClass(block: Pick<SeedRows, "assignments" | "submissions" | "evaluations">, info: ClassInfo, roster: Roster) {
    const windows = this.addAssignments(block, info);
    this.addSubmissions(block, info, roster, windows);
    this.addEvaluations(block, info, roster);
  }

  private addAssignments(block: Pick<SeedRows, "assignments">, info: ClassInfo) {
    const { rng, plan } = this;
    const count = this.classPlan.assignmentsOf[info.index]!;
    const windows: { id: string; createdAt: number; deadline: number }[] = [];
    for (let j = 0; j < count; j++) {
      const id = seededUuid(plan.seed, ID_KIND.assignment, this.assignmentIndex++);
      const createdAt = info.createdAt + ((j + rng.next()) / count) * (plan.now - info.createdAt);
      let deadline = createdAt + (7 + rng.int(0, 21)) * DAY;
      // The newest assignment of every class is still open, so students always have something to submit.
      if (j === count - 1 && deadline <= plan.now) deadline = plan.now + (3 + rng.next() * 18) * DAY;
      windows.push({ id, createdAt, deadline });
      block.assignments.push({
        id,
        classId: info.id,
        teacherId: this.pool.ids[info.teacher]!,
        title: fill(rng.pick(ASSIGNMENT_TITLES), { n: j + 1, subject: info.subject }),
        description: fill(rng.pick(ASSIGNMENT_DESCRIPTIONS), { subject: info.subject }),
        deadline: new Date(deadline),
        createdAt: new Date(createdAt),
      });
    }
    return windows;
  }

  /** A student can submit between enrolling (and the assignment appearing) and the deadline. */
  private addSubmissions(
    block: Pick<SeedRows, "submissions">,
    info: ClassInfo,
    roster: Roster,
    windows: { id: string; createdAt: number; deadline: number }[],
  ) {
    const { rng, plan, pool } = this;
    if (windows.length === 0 || roster.students.length === 0) return;
    this.pairsSeen += windows.length * roster.students.length;
    const due = Math.round((this.submissionTarget * this.pairsSeen) / Math.max(1, this.classPlan.totalPairs));
    const windowOf = (a: number, s: number) => {
      const w = windows[a]!;
      return [Math.max(w.createdAt, roster.enrolledAt[s]!), Math.min(w.deadline, plan.now)] as const;
    };
    let eligible = 0;
    for (let a = 0; a < windows.length; a++) {
      for (let s = 0; s < roster.students.length; s++) {
        const [from, to] = windowOf(a, s);
        if (to > from) eligible++;
      }
    }
    // Selection sampling: exactly `need` of the eligible pairs, each equally likely.
    let need = Math.min(Math.max(0, due - this.submissionsMade), eligible);
    for (let a = 0; a < windows.length && need > 0; a++) {
      for (let s = 0; s < roster.students.length && need > 0; s++) {
        const [from, to] = windowOf(a, s);
        if (to <= from) continue;
        if (rng.next() * eligible-- < need) {
          need--;
          const student = roster.students[s]!;
          block.submissions.push({
            id: seededUuid(plan.seed, ID_KIND.submission, this.submissionsMade++),
            assignmentId: windows[a]!.id,
            classId: info.id,
            studentId: pool.ids[student]!,
            studentName: pool.names[student]!,
            studentEmail: pool.emails[student]!,
            submissionText: rng.pick(SUBMISSION_TEXTS),
            submittedAt: new Date(from + rng.next() * (to - from)),
          });
        }
      }
    }
  }

  private addEvaluations(block: Pick<SeedRows, "evaluations">, info: ClassInfo, roster: Roster) {
    const { rng, plan, pool } = this;
    const total = roster.students.length;
    if (total === 0) return;
    this.enrolmentsSeen += total;
    const due = Math.round((this.evaluationTarget * this.enrolmentsSeen) / Math.max(1, plan.randomEnrolments));
    let need = Math.min(Math.max(0, due - this.evaluationsMade), total);
    for (let s = 0; s < total && need > 0; s++) {
      if (rng.next() * (total - s) >= need) continue;
      need--;
      const student = roster.students[s]!;
      const rating = rng.weighted(RATING_CUMULATIVE) + 1;
      const enrolledAt = roster.enrolledAt[s]!;
      block.evaluations.push({
        id: seededUuid(plan.seed, ID_KIND.evaluation, this.evaluationsMade++),
        classId: info.id,
        teacherId: pool.ids[info.teacher]!,
        studentId: pool.ids[student]!,
        studentName: pool.names[student]!,
        studentEmail: pool.emails[student]!,
        rating,
        description: rng.pick(EVALUATION_TEXTS[rating - 1]!),
        submittedAt: new Date(enrolledAt + rng.next() * (plan.now - enrolledAt)),
      });
    }
  }
}
