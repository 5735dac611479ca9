import { describe, expect, it } from "vitest";
import { createSeed, type SeedOptions } from "../src/index.js";
import { mix32, seededUuid } from "../src/prng.js";
import type { SeedRows } from "../src/types.js";

const NOW = Date.UTC(2025, 5, 1, 12);
const OPTIONS: SeedOptions = { seed: 42, now: NOW, users: 300, classes: 120, enrolments: 1500 };

function collect(options: SeedOptions, hash = "hash"): SeedRows {
  const rows: SeedRows = {
    users: [],
    accounts: [],
    teacherApplications: [],
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
  };
  for (const block of createSeed(options, hash, 500).blocks()) {
    for (const key of Object.keys(rows) as (keyof SeedRows)[]) {
      (rows[key] as unknown[]).push(...((block[key] ?? []) as unknown[]));
    }
  }
  return rows;
}

describe("seed generator", () => {
  it("produces identical rows for the same seed and different rows for another seed", () => {
    const first = collect(OPTIONS);
    const again = collect(OPTIONS);
    expect(again).toEqual(first);
    const other = collect({ ...OPTIONS, seed: 43 });
    expect(other.users.map((u) => u.email)).not.toEqual(first.users.map((u) => u.email));
    expect(other.classes.map((c) => c.title)).not.toEqual(first.classes.map((c) => c.title));
  });

  it("gives rows stable ids that do not collide", () => {
    const ids = Array.from({ length: 50_000 }, (_, i) => seededUuid(7, 3, i));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seededUuid(7, 3, 123)).toBe(ids[123]);
    expect(mix32(1)).not.toBe(mix32(2));
  });

  it("hits the requested counts and keeps every relation consistent", () => {
    const seed = createSeed(OPTIONS, "hash", 500);
    const rows = collect(OPTIONS);
    expect(rows.users).toHaveLength(300);
    expect(rows.accounts).toHaveLength(300);
    expect(rows.classes).toHaveLength(120);
    expect(rows.enrolments).toHaveLength(1500);
    expect(rows.payments).toHaveLength(1500);
    expect(rows.submissions).toHaveLength(seed.expected.submissions);
    expect(rows.evaluations).toHaveLength(seed.expected.evaluations);
    expect(rows.evaluations.length).toBeGreaterThan(0);
    expect(new Set(rows.users.map((u) => u.email)).size).toBe(300);

    const usersById = new Map(rows.users.map((u) => [u.id!, u]));
    const classesById = new Map(rows.classes.map((c) => [c.id!, c]));
    const enrolled = new Set(rows.enrolments.map((e) => `${e.classId}|${e.studentId}`));
    expect(enrolled.size).toBe(rows.enrolments.length);

    const perClass = new Map<string, number>();
    for (const e of rows.enrolments) perClass.set(e.classId, (perClass.get(e.classId) ?? 0) + 1);
    for (const c of rows.classes) {
      const teacher = usersById.get(c.teacherId)!;
      expect(teacher.role).toBe("teacher");
      expect([c.teacherName, c.teacherEmail]).toEqual([teacher.name, teacher.email]);
      if (c.status !== "approved") expect(perClass.get(c.id!) ?? 0).toBe(0);
      expect(c.priceCents % 100).toBe(99);
      expect(c.image).toMatch(/^\/uploads\/demo\/[a-z-]+-[123]\.webp$/);
    }
    expect(rows.classes.filter((c) => c.status === "approved")).toHaveLength(102);

    const paymentsById = new Map(rows.payments.map((p) => [p.id!, p]));
    expect(new Set(rows.payments.map((p) => p.providerIntentId)).size).toBe(rows.payments.length);
    for (const e of rows.enrolments) {
      const payment = paymentsById.get(e.paymentId!)!;
      expect(usersById.get(e.studentId)?.role).toBe("student");
      expect(payment).toMatchObject({ provider: "sandbox", classId: e.classId, studentId: e.studentId });
      expect(payment.amountCents).toBe(classesById.get(e.classId)!.priceCents);
    }

    const assignmentsById = new Map(rows.assignments.map((a) => [a.id!, a]));
    for (const s of rows.submissions) {
      const assignment = assignmentsById.get(s.assignmentId)!;
      expect(assignment.classId).toBe(s.classId);
      expect(enrolled.has(`${s.classId}|${s.studentId}`)).toBe(true);
      expect(s.submittedAt!.getTime()).toBeLessThanOrEqual(Math.min(assignment.deadline.getTime(), NOW));
    }
    expect(new Set(rows.submissions.map((s) => `${s.assignmentId}|${s.studentId}`)).size).toBe(rows.submissions.length);

    for (const v of rows.evaluations) {
      expect(enrolled.has(`${v.classId}|${v.studentId}`)).toBe(true);
      expect(v.teacherId).toBe(classesById.get(v.classId)!.teacherId);
      expect(v.rating).toBeGreaterThanOrEqual(1);
      expect(v.rating).toBeLessThanOrEqual(5);
      expect(v.description.length).toBeGreaterThanOrEqual(10);
    }
    const highRatings = rows.evaluations.filter((v) => v.rating >= 4).length;
    expect(highRatings / rows.evaluations.length).toBeGreaterThan(0.6);

    const applicants = rows.teacherApplications.map((a) => a.userId);
    expect(new Set(applicants).size).toBe(applicants.length);
    for (const a of rows.teacherApplications) {
      expect(a.title.length).toBeGreaterThanOrEqual(10);
      expect(usersById.get(a.userId)!.role).toBe(a.status === "approved" ? "teacher" : "student");
    }
  });

  it("clamps enrolments to what fits and says so", () => {
    const seed = createSeed({ seed: 1, now: NOW, users: 10, classes: 4, enrolments: 1000 }, "hash");
    // 10 users: 1 admin, 1 teacher, 8 students, so at most 8 enrolments per approved class.
    expect(seed.expected.enrolments).toBe(seed.plan.approvedClasses * 8);
    expect(seed.plan.warnings.join(" ")).toMatch(/distinct enrolments fit/);
  });

  it("refuses sizes that cannot hold the roles", () => {
    expect(() => createSeed({ seed: 1, users: 2, classes: 1, enrolments: 0 }, "hash")).toThrow(/at least one student/);
    expect(() => createSeed({ seed: 1, users: -1, classes: 1, enrolments: 0 }, "hash")).toThrow(/whole number/);
  });

  it("gives every class about eight lessons in order, and completions only to enrolled students, first lessons first", () => {
    const seed = createSeed(OPTIONS, "hash", 500);
    const rows = collect(OPTIONS);
    expect(rows.lessons).toHaveLength(seed.expected.lessons);
    expect(rows.lessonCompletions).toHaveLength(seed.expected.lessonCompletions);
    expect(rows.lessonCompletions.length).toBeGreaterThan(0);
    const byClass = new Map<string, typeof rows.lessons>();
    for (const lesson of rows.lessons) byClass.set(lesson.classId, [...(byClass.get(lesson.classId) ?? []), lesson]);
    expect(byClass.size).toBe(rows.classes.length);
    for (const list of byClass.values()) {
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(list.length).toBeLessThanOrEqual(10);
      expect(list.map((lesson) => lesson.position)).toEqual(list.map((_, index) => index + 1));
      expect(new Set(list.map((lesson) => lesson.title)).size).toBe(list.length);
    }
    expect(rows.lessons.length / rows.classes.length).toBeCloseTo(8, 0);
    expect(rows.lessons.some((lesson) => lesson.videoId)).toBe(true);
    expect(rows.lessons.every((lesson) => (lesson.body ?? "").includes("##"))).toBe(true);

    const enrolled = new Map(rows.enrolments.map((e) => [`${e.classId}|${e.studentId}`, e.createdAt!.getTime()]));
    const lessonsById = new Map(rows.lessons.map((lesson) => [lesson.id!, lesson]));
    const done = new Map<string, number[]>();
    for (const completion of rows.lessonCompletions) {
      const lesson = lessonsById.get(completion.lessonId)!;
      expect(lesson.classId).toBe(completion.classId);
      const enrolledAt = enrolled.get(`${completion.classId}|${completion.studentId}`);
      expect(enrolledAt).toBeDefined();
      expect(completion.completedAt!.getTime()).toBeGreaterThanOrEqual(enrolledAt!);
      expect(completion.completedAt!.getTime()).toBeLessThanOrEqual(NOW);
      const key = `${completion.classId}|${completion.studentId}`;
      done.set(key, [...(done.get(key) ?? []), lesson.position]);
    }
    for (const positions of done.values()) expect(positions).toEqual(positions.map((_, index) => index + 1));
  });

  it("gives approved classes announcements, and questions under a first lesson from its students, each answered by the teacher", () => {
    const seed = createSeed(OPTIONS, "hash", 500);
    const rows = collect(OPTIONS);
    expect(rows.announcements).toHaveLength(seed.expected.announcements);
    expect(rows.lessonPosts).toHaveLength(seed.expected.lessonPosts);
    expect(rows.announcements.length).toBeGreaterThan(0);
    expect(rows.lessonPosts.length).toBeGreaterThan(0);
    const classes = new Map(rows.classes.map((item) => [item.id!, item]));
    for (const announcement of rows.announcements) {
      const item = classes.get(announcement.classId)!;
      expect(item.status).toBe("approved");
      expect(announcement.teacherId).toBe(item.teacherId);
      expect(announcement.createdAt!.getTime()).toBeLessThanOrEqual(NOW);
    }
    const firstLessons = new Set(rows.lessons.filter((lesson) => lesson.position === 1).map((lesson) => lesson.id!));
    const enrolled = new Set(rows.enrolments.map((e) => `${e.classId}|${e.studentId}`));
    const posts = new Map(rows.lessonPosts.map((post) => [post.id!, post]));
    const questions = rows.lessonPosts.filter((post) => post.parentId === null);
    expect(questions.length * 2).toBe(rows.lessonPosts.length);
    for (const question of questions) {
      expect(firstLessons.has(question.lessonId)).toBe(true);
      expect(enrolled.has(`${question.classId}|${question.authorId}`)).toBe(true);
      const reply = posts.get(question.answerId!)!;
      expect(reply.parentId).toBe(question.id);
      expect(reply.authorId).toBe(classes.get(question.classId)!.teacherId);
      expect(question.replyCount).toBe(1);
      expect(reply.createdAt!.getTime()).toBeGreaterThanOrEqual(question.createdAt!.getTime());
      expect(reply.createdAt!.getTime()).toBeLessThanOrEqual(NOW);
    }
  });

  it("gives classes of two or more lessons a quiz after the first, taken by students who finished that lesson", () => {
    const seed = createSeed(OPTIONS, "hash", 500);
    const rows = collect(OPTIONS);
    for (const name of ["quizzes", "quizQuestions", "quizQuestionLinks", "quizAttempts", "quizPasses"] as const) {
      expect(rows[name]).toHaveLength(seed.expected[name]);
      expect(rows[name].length).toBeGreaterThan(0);
    }
    const lessonsOf = new Map<string, number>();
    for (const lesson of rows.lessons) lessonsOf.set(lesson.classId, (lessonsOf.get(lesson.classId) ?? 0) + 1);
    const firstLessons = new Map(rows.lessons.filter((l) => l.position === 1).map((l) => [l.classId, l.id!]));
    expect(rows.quizzes.map((quiz) => quiz.classId).sort()).toEqual(
      [...lessonsOf]
        .filter(([, count]) => count >= 2)
        .map(([classId]) => classId)
        .sort(),
    );
    for (const quiz of rows.quizzes) expect(quiz.afterLessonId).toBe(firstLessons.get(quiz.classId));

    const enrolledAt = new Map(rows.enrolments.map((e) => [`${e.classId}|${e.studentId}`, e.createdAt!.getTime()]));
    const completedFirst = new Set(
      rows.lessonCompletions
        .filter((c) => firstLessons.get(c.classId) === c.lessonId)
        .map((c) => `${c.classId}|${c.studentId}`),
    );
    const quizzes = new Map(rows.quizzes.map((quiz) => [quiz.id!, quiz]));
    const byStudent = new Map<string, typeof rows.quizAttempts>();
    for (const attempt of rows.quizAttempts) {
      const pair = `${attempt.classId}|${attempt.studentId}`;
      expect(enrolledAt.has(pair)).toBe(true);
      expect(completedFirst.has(pair)).toBe(true);
      expect(attempt.startedAt!.getTime()).toBeGreaterThanOrEqual(enrolledAt.get(pair)!);
      expect(attempt.startedAt!.getTime()).toBeGreaterThanOrEqual(quizzes.get(attempt.quizId)!.createdAt!.getTime());
      expect(attempt.submittedAt!.getTime()).toBeLessThanOrEqual(NOW);
      expect(attempt.passed).toBe(attempt.percent! >= quizzes.get(attempt.quizId)!.passPercent);
      byStudent.set(pair, [...(byStudent.get(pair) ?? []), attempt]);
    }
    // Numbered from 1 in time order, within the attempts allowed; a pass for each student with a passing attempt.
    for (const attempts of byStudent.values()) {
      expect(attempts.map((a) => a.number)).toEqual(attempts.map((_, i) => i + 1));
      expect(attempts.length).toBeLessThanOrEqual(quizzes.get(attempts[0]!.quizId)!.attemptsAllowed);
      for (let i = 1; i < attempts.length; i++) {
        expect(attempts[i]!.startedAt!.getTime()).toBeGreaterThanOrEqual(attempts[i - 1]!.submittedAt!.getTime());
      }
    }
    const passes = new Set(rows.quizPasses.map((pass) => `${pass.classId}|${pass.studentId}`));
    expect(passes).toEqual(new Set([...byStudent].filter(([, a]) => a.some((x) => x.passed)).map(([pair]) => pair)));
    expect(rows.quizAttempts.some((a) => !a.passed)).toBe(true);
  });

  it("seeds no quiz when asked not to, and the rest of the data stays the same", () => {
    const without = collect({ ...OPTIONS, quizzes: false });
    const withQuizzes = collect(OPTIONS);
    expect(without.quizzes).toEqual([]);
    expect(without.quizAttempts).toEqual([]);
    expect(without.lessonCompletions).toEqual(withQuizzes.lessonCompletions);
    expect(without.lessonPosts).toEqual(withQuizzes.lessonPosts);
  });

  it("keeps the rest of the data unchanged whatever the lesson range", () => {
    const few = collect({ ...OPTIONS, lessonRange: [0, 0] });
    const many = collect(OPTIONS);
    expect(few.lessons).toEqual([]);
    expect(few.submissions).toEqual(many.submissions);
    expect(few.enrolments).toEqual(many.enrolments);
  });
});
