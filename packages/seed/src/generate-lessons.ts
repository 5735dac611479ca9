import type { SeedPlan } from "./plan.js";
import { ID_KIND, type Random, seededUuid } from "./prng.js";
import { fill } from "./text.js";
import type { SeedRows } from "./types.js";
import {
  CLOSING_BODIES,
  CLOSING_TITLES,
  DEMO_VIDEOS,
  MIDDLE_BODIES,
  MIDDLE_TITLES,
  OPENING_BODIES,
  OPENING_TITLES,
} from "./vocabulary/lessons.js";

const DAY = 86_400_000;

/** The numbers 0..n-1 in a random order (Fisher-Yates). */
function shuffled(n: number, rng: Random): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** How many lessons each class gets: a pure function of the seed, so totals are known before generating. */
export function planLessons(classes: number, range: readonly [number, number], rng: Random): Uint8Array {
  const counts = new Uint8Array(classes);
  for (let c = 0; c < classes; c++) counts[c] = rng.int(range[0], range[1]);
  return counts;
}

/**
 * How many lessons the generated student at place `slot` of a class's `students` completes (always the
 * first ones, in order): spread evenly from a few to all, so a class shows every state of progress.
 */
export function completedLessonsOf(slot: number, students: number, lessons: number): number {
  if (students === 0) return 0;
  return Math.floor(((slot + 1) * (lessons + 1) - 1) / students);
}

/** Completions the seed will write: the sum of `completedLessonsOf` over every generated enrolment. */
export function countCompletions(lessonsOf: Uint8Array, randomEnrolments: ArrayLike<number>): number {
  let total = 0;
  for (let c = 0; c < lessonsOf.length; c++) {
    const students = randomEnrolments[c] ?? 0;
    for (let s = 0; s < students; s++) total += completedLessonsOf(s, students, lessonsOf[c] ?? 0);
  }
  return total;
}

/** Lessons of one class and the completions of its generated students. */
export class LessonGenerator {
  private lessonIndex = 0;

  constructor(
    private readonly plan: SeedPlan,
    private readonly lessonsOf: Uint8Array,
    private readonly rng: Random,
  ) {}

  /** How many lessons class `index` has. */
  lessonsIn(index: number): number {
    return this.lessonsOf[index] ?? 0;
  }

  addClass(
    block: Pick<SeedRows, "lessons" | "lessonCompletions">,
    info: { index: number; id: string; createdAt: number; subject: string },
    roster: { studentIds: string[]; enrolledAt: number[] },
  ) {
    const { rng, plan } = this;
    const count = this.lessonsOf[info.index] ?? 0;
    const ids: string[] = [];
    // The teaching lessons of a class take distinct titles and texts, in a shuffled order.
    const middleTitles = shuffled(MIDDLE_TITLES.length, rng);
    const middleBodies = shuffled(MIDDLE_BODIES.length, rng);
    for (let p = 0; p < count; p++) {
      const id = seededUuid(plan.seed, ID_KIND.lesson, this.lessonIndex++);
      ids.push(id);
      const isFirst = p === 0;
      const isLast = p === count - 1 && count > 1;
      const middle = p - 1;
      const title = isFirst
        ? rng.pick(OPENING_TITLES)
        : isLast
          ? rng.pick(CLOSING_TITLES)
          : MIDDLE_TITLES[middleTitles[middle % middleTitles.length]!]!;
      const body = isFirst
        ? rng.pick(OPENING_BODIES)
        : isLast
          ? rng.pick(CLOSING_BODIES)
          : MIDDLE_BODIES[middleBodies[middle % middleBodies.length]!]!;
      // About one lesson in three has a video; never the closing one.
      const video = !isLast && rng.chance(0.35) ? rng.pick(DEMO_VIDEOS) : undefined;
      const createdAt = new Date(info.createdAt + rng.next() * Math.min(2 * DAY, plan.now - info.createdAt));
      block.lessons.push({
        id,
        classId: info.id,
        position: p + 1,
        title: fill(title, { subject: info.subject, n: Math.floor(middle / middleTitles.length) + 1 }).slice(0, 120),
        body: fill(body, { subject: info.subject }),
        videoProvider: video?.provider ?? null,
        videoId: video?.id ?? null,
        estimatedMinutes: 5 + 5 * rng.int(1, 8),
        createdAt,
        updatedAt: createdAt,
      });
    }
    const first = block.lessons.at(-count);
    const students = roster.studentIds.length;
    for (let s = 0; s < students; s++) {
      const done = completedLessonsOf(s, students, count);
      const enrolledAt = roster.enrolledAt[s] ?? plan.now;
      for (let p = 0; p < done; p++) {
        block.lessonCompletions.push({
          lessonId: ids[p]!,
          studentId: roster.studentIds[s]!,
          classId: info.id,
          completedAt: new Date(enrolledAt + ((p + rng.next()) / done) * (plan.now - enrolledAt)),
        });
      }
    }
    // Where the class's discussion starts (generate-community.ts).
    return count > 0 && first ? { id: first.id!, createdAt: first.createdAt!.getTime() } : undefined;
  }
}
