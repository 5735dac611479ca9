import { CATEGORIES } from "@classwise/shared";
import { demoClassImageUrl } from "./demo-assets.js";
import type { CommunityGenerator } from "./generate-community.js";
import { LearningGenerator } from "./generate-learning.js";
import type { LessonGenerator } from "./generate-lessons.js";
import type { QuizGenerator } from "./generate-quizzes.js";
import type { UserPool } from "./generate-users.js";
import type { SeedPlan } from "./plan.js";
import { type ClassPlan, STATUS } from "./plan-classes.js";
import { ID_KIND, type Random, seededUuid } from "./prng.js";
import { drawCourse, drawDescription, drawPriceCents } from "./text.js";
import type { SeedBlock, SeedRows } from "./types.js";

const DAY = 86_400_000;

type ClassBlock = Pick<
  SeedRows,
  | "classes"
  | "payments"
  | "enrolments"
  | "lessons"
  | "lessonCompletions"
  | "assignments"
  | "submissions"
  | "evaluations"
  | "announcements"
  | "lessonPosts"
  | "quizQuestions"
  | "quizzes"
  | "quizQuestionLinks"
  | "quizAttempts"
  | "quizPasses"
>;

const emptyBlock = (): ClassBlock => ({
  classes: [],
  payments: [],
  enrolments: [],
  lessons: [],
  lessonCompletions: [],
  assignments: [],
  submissions: [],
  evaluations: [],
  announcements: [],
  lessonPosts: [],
  quizQuestions: [],
  quizzes: [],
  quizQuestionLinks: [],
  quizAttempts: [],
  quizPasses: [],
});

const rowsIn = (block: ClassBlock) =>
  block.classes.length +
  block.payments.length +
  block.enrolments.length +
  block.lessons.length +
  block.lessonCompletions.length +
  block.assignments.length +
  block.submissions.length +
  block.evaluations.length +
  block.announcements.length +
  block.lessonPosts.length +
  block.quizQuestions.length +
  block.quizzes.length +
  block.quizQuestionLinks.length +
  block.quizAttempts.length +
  block.quizPasses.length;

/**
 * Classes with everything that hangs off them. Each class's enrolled students are drawn without repetition,
 * so enrolments are unique per class and student by construction.
 */
export function* classBlocks(
  plan: SeedPlan,
  pool: UserPool,
  classPlan: ClassPlan,
  rng: Random,
  blockRows: number,
  generators: { lessons: LessonGenerator; community: CommunityGenerator; quizzes: QuizGenerator },
) {
  const { lessons, community, quizzes } = generators;
  const usedTitles = new Set<string>();
  // A permutation of the generated students, partially reshuffled per class: k distinct picks cost O(k).
  const shuffled = Int32Array.from(pool.randomStudents);
  const learning = new LearningGenerator(plan, pool, classPlan, rng);
  let enrolmentIndex = 0;
  let block = emptyBlock();

  for (let c = 0; c < plan.classes; c++) {
    const classId = seededUuid(plan.seed, ID_KIND.class, c);
    const teacher = classPlan.teacherOf[c]!;
    const category = CATEGORIES[classPlan.category[c]!]!;
    const course = drawCourse(rng, category, usedTitles);
    const priceCents = drawPriceCents(rng);
    const joined = pool.createdAt[teacher]!;
    const earliest = Math.min(plan.now - DAY, joined + 7 * DAY);
    const createdAt = Math.max(joined, earliest) + rng.next() * (plan.now - Math.max(joined, earliest));
    const fixedStudents = classPlan.fixedEnrolled.get(c) ?? [];
    const randomCount = classPlan.randomEnrolments[c]!;

    block.classes.push({
      id: classId,
      title: course.title,
      image: demoClassImageUrl(category, course.subjectIndex),
      priceCents,
      description: drawDescription(rng, category, course.subject),
      teacherId: pool.ids[teacher]!,
      teacherName: pool.names[teacher]!,
      teacherEmail: pool.emails[teacher]!,
      status: STATUS[classPlan.status[c]!]!,
      category,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt + rng.next() * Math.min(5 * DAY, plan.now - createdAt)),
      deletedAt: null,
    });

    const students: number[] = [];
    for (let k = 0; k < randomCount; k++) {
      const j = k + Math.floor(rng.next() * (shuffled.length - k));
      const picked = shuffled[j]!;
      shuffled[j] = shuffled[k]!;
      shuffled[k] = picked;
      students.push(picked);
    }
    students.push(...fixedStudents);

    const enrolledAt = students.map((student) => {
      const start = Math.max(createdAt, pool.createdAt[student]!);
      const at = start + rng.next() * (plan.now - start);
      const paymentId = seededUuid(plan.seed, ID_KIND.payment, enrolmentIndex);
      block.payments.push({
        id: paymentId,
        provider: "sandbox",
        providerIntentId: `pi_seed_${paymentId.replaceAll("-", "")}`,
        classId,
        studentId: pool.ids[student]!,
        amountCents: priceCents,
        currency: "usd",
        status: "succeeded",
        // Paid with the sandbox's test card (receipts and Payment History show it).
        cardBrand: "visa",
        cardLast4: "4242",
        createdAt: new Date(at - (30 + rng.next() * 270) * 1000),
        updatedAt: new Date(at),
      });
      block.enrolments.push({
        id: seededUuid(plan.seed, ID_KIND.enrolment, enrolmentIndex++),
        classId,
        studentId: pool.ids[student]!,
        paymentId,
        createdAt: new Date(at),
      });
      return at;
    });

    learning.addClass(
      block,
      { index: c, id: classId, teacher, createdAt, subject: course.subject },
      {
        students: students.slice(0, randomCount),
        enrolledAt: enrolledAt.slice(0, randomCount),
      },
    );

    const roster = {
      studentIds: students.slice(0, randomCount).map((student) => pool.ids[student]!),
      enrolledAt: enrolledAt.slice(0, randomCount),
    };
    const firstLesson = lessons.addClass(block, { index: c, id: classId, createdAt, subject: course.subject }, roster);
    quizzes.addClass(block, { id: classId, subject: course.subject }, lessons.lessonsIn(c), firstLesson, roster);
    community.addClass(
      block,
      { index: c, id: classId, teacher, createdAt, subject: course.subject },
      { students: students.slice(0, randomCount), enrolledAt: enrolledAt.slice(0, randomCount) },
      firstLesson,
    );

    if (rowsIn(block) >= blockRows) {
      yield { phase: 1, ...block } satisfies SeedBlock;
      block = emptyBlock();
    }
  }
  if (rowsIn(block) > 0) yield { phase: 1, ...block } satisfies SeedBlock;
}
