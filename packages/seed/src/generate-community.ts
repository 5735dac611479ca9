import type { UserPool } from "./generate-users.js";
import type { SeedPlan } from "./plan.js";
import type { ClassPlan } from "./plan-classes.js";
import { ID_KIND, type Random, seededUuid } from "./prng.js";
import { fill } from "./text.js";
import type { SeedRows } from "./types.js";
import { ANNOUNCEMENT_BODIES, ANNOUNCEMENT_TITLES, ANSWERS, QUESTIONS } from "./vocabulary/community.js";

const APPROVED = 0;
/** Questions asked under a class's first lesson, each answered by the teacher (at most one per student). */
const QUESTIONS_PER_CLASS = 2;

/** Announcements of class `c`: none, one or two, by its index, and only on an approved class (decision 38). */
export function announcementsOf(c: number, classPlan: Pick<ClassPlan, "status">): number {
  return classPlan.status[c] === APPROVED ? c % 3 : 0;
}

/** Questions under class `c`'s first lesson: its first generated students ask them. */
export function questionsOf(c: number, classPlan: Pick<ClassPlan, "randomEnrolments">, lessons: number): number {
  return lessons > 0 ? Math.min(QUESTIONS_PER_CLASS, classPlan.randomEnrolments[c] ?? 0) : 0;
}

/** Rows the community generator will write: pure functions of the plan, so totals are known up front. */
export function countCommunity(classPlan: ClassPlan, lessonsOf: Uint8Array) {
  let announcements = 0;
  let questions = 0;
  for (let c = 0; c < lessonsOf.length; c++) {
    announcements += announcementsOf(c, classPlan);
    questions += questionsOf(c, classPlan, lessonsOf[c] ?? 0);
  }
  return { announcements, lessonPosts: 2 * questions };
}

/**
 * A class's announcements and the discussion under its first lesson: questions from its first generated
 * students, each with the teacher's reply marked as the answer (`reply_count` 1). Seeded announcements are
 * history: they have no delivery rows, as the fan-out (decision 38) is for announcements posted in the app.
 * Texts draw from a fork of their own, so the rest of the data is the same with or without them.
 */
export class CommunityGenerator {
  private announcementIndex = 0;
  private postIndex = 0;

  constructor(
    private readonly plan: SeedPlan,
    private readonly pool: UserPool,
    private readonly classPlan: ClassPlan,
    private readonly rng: Random,
  ) {}

  addClass(
    block: Pick<SeedRows, "announcements" | "lessonPosts">,
    info: { index: number; id: string; teacher: number; createdAt: number; subject: string },
    roster: { students: number[]; enrolledAt: number[] },
    firstLesson: { id: string; createdAt: number } | undefined,
  ) {
    const { plan, pool, rng } = this;
    const teacherId = pool.ids[info.teacher]!;
    const count = announcementsOf(info.index, this.classPlan);
    for (let k = 0; k < count; k++) {
      block.announcements.push({
        id: seededUuid(plan.seed, ID_KIND.announcement, this.announcementIndex++),
        classId: info.id,
        teacherId,
        title: fill(rng.pick(ANNOUNCEMENT_TITLES), { subject: info.subject }).slice(0, 120),
        body: fill(rng.pick(ANNOUNCEMENT_BODIES), { subject: info.subject }),
        createdAt: new Date(info.createdAt + ((k + rng.next()) / count) * (plan.now - info.createdAt)),
      });
    }
    if (!firstLesson) return;
    const questions = questionsOf(info.index, this.classPlan, 1);
    for (let s = 0; s < questions; s++) {
      const student = roster.students[s]!;
      const from = Math.max(firstLesson.createdAt, roster.enrolledAt[s] ?? plan.now);
      const askedAt = from + rng.next() * 0.5 * (plan.now - from);
      const answeredAt = askedAt + rng.next() * (plan.now - askedAt);
      const questionId = seededUuid(plan.seed, ID_KIND.lessonPost, this.postIndex++);
      const replyId = seededUuid(plan.seed, ID_KIND.lessonPost, this.postIndex++);
      const pick = rng.int(0, QUESTIONS.length - 1);
      block.lessonPosts.push(
        {
          id: questionId,
          lessonId: firstLesson.id,
          classId: info.id,
          authorId: pool.ids[student]!,
          authorName: pool.names[student]!,
          parentId: null,
          body: fill(QUESTIONS[pick]!, { subject: info.subject }),
          createdAt: new Date(askedAt),
          answerId: replyId,
          replyCount: 1,
        },
        {
          id: replyId,
          lessonId: firstLesson.id,
          classId: info.id,
          authorId: teacherId,
          authorName: pool.names[info.teacher]!,
          parentId: questionId,
          body: ANSWERS[pick]!,
          createdAt: new Date(answeredAt),
          answerId: null,
          replyCount: 0,
        },
      );
    }
  }
}
