import {
  type Assignment,
  computeStudentProgress,
  type LessonSummary,
  type PublicClass,
  type Submission,
} from "@classwise/shared";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { type ApiCall, json, makeAuth, stubApi } from "../support";

export { type ApiCall, json, renderRoutes, stubApi, stubViewport } from "../support";

export const notFound = () => json({ success: false, code: "NOT_FOUND", message: "Resource not found" }, 404);

export const STUDENT_UID = "student-1";
export const TEACHER_UID = "teacher-1";

export function authAs(uid: string, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return makeAuth({
    user: { uid, email: `${uid}@example.test`, displayName: uid, photoURL: null },
    token: `token-${uid}`,
    ...overrides,
  });
}

let sequence = 0;
const next = () => ++sequence;

export function makeClass(overrides: Partial<PublicClass> = {}): PublicClass {
  const n = next();
  return {
    _id: `class-${n}`,
    title: `Watercolour basics ${n}`,
    image: "/uploads/demo/class-1.webp",
    price: 35,
    description: "Paint light and shadow in a few layers.",
    teacherName: "Ana Lima",
    teacherEmail: "ana@example.test",
    teacherUid: TEACHER_UID,
    status: "approved",
    category: "programming",
    rating: null,
    ratingCount: 0,
    createdAt: "2025-02-03T10:00:00.000Z",
    updatedAt: "2025-02-03T10:00:00.000Z",
    enrolledCount: 7,
    isEnrolled: true,
    ...overrides,
  };
}

export function makeAssignment(classId: string, overrides: Partial<Assignment> = {}): Assignment {
  const n = next();
  return {
    _id: `assignment-${n}`,
    classId,
    teacherUid: TEACHER_UID,
    title: `Task ${n}`,
    description: `Do the work for task ${n}.`,
    deadline: "2099-01-01T00:00:00.000Z",
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeSubmission(assignment: Assignment, overrides: Partial<Submission> = {}): Submission {
  const n = next();
  return {
    _id: `submission-${n}`,
    assignmentId: assignment._id,
    classId: assignment.classId,
    studentUid: STUDENT_UID,
    studentName: "Sam Student",
    studentEmail: "sam@example.test",
    submissionText: "My answer",
    submittedAt: "2025-01-02T00:00:00.000Z",
    score: null,
    feedback: null,
    gradedAt: null,
    ...overrides,
  };
}

/**
 * An in-memory API for one class: the class, its assignments, and the student's submissions, which a
 * successful POST /submissions adds to. `onSubmit` can answer a POST differently (409, 500, ...).
 */
export function classApi(options: {
  item: PublicClass;
  assignments: Assignment[];
  submissions?: Submission[];
  onSubmit?: (call: ApiCall) => Response | undefined;
  onEvaluate?: (call: ApiCall) => Response;
  assignmentsFail?: boolean;
  /** The class's lessons as the list call shows them (none unless told). */
  lessons?: LessonSummary[];
  /** When the student enrolled: assignments closed before it do not count (docs/decisions/0019). */
  enrolledAt?: string;
}) {
  const submissions = [...(options.submissions ?? [])];
  const { item } = options;
  return stubApi((call) => {
    if (call.method === "GET" && call.path === `/classes/${item._id}`) return json({ success: true, class: item });
    if (call.method === "GET" && call.path === `/assignments/class/${item._id}`) {
      if (options.assignmentsFail) return json({ success: false, code: "INTERNAL", message: "Boom" }, 500);
      return json({ success: true, assignments: options.assignments });
    }
    if (call.method === "GET" && call.path === `/lessons/class/${item._id}`) {
      const lessons = options.lessons ?? [];
      const completed = lessons.filter((lesson) => lesson.completed).length;
      return json({
        success: true,
        lessons,
        totalMinutes: lessons.reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0),
        nextLessonId: lessons.find((lesson) => !lesson.completed)?._id ?? null,
        // The server counts these in SQL; the stand-in applies the same shared formula to its lists.
        progress: computeStudentProgress(options.assignments, submissions, {
          enrolledAt: options.enrolledAt,
          totalLessons: lessons.length,
          completedLessons: completed,
        }),
      });
    }
    if (call.method === "GET" && call.path === `/quizzes/class/${item._id}`)
      return json({ success: true, quizzes: [] });
    if (call.method === "GET" && call.path === `/submissions/student/${STUDENT_UID}/class/${item._id}`) {
      return json({ success: true, submissions });
    }
    if (call.method === "POST" && call.path === "/submissions") {
      const custom = options.onSubmit?.(call);
      if (custom) return custom;
      const body = call.body as { assignmentId: string; submissionText: string };
      const assignment = options.assignments.find((a) => a._id === body.assignmentId);
      if (!assignment) return notFound();
      const submission = makeSubmission(assignment, { submissionText: body.submissionText });
      submissions.unshift(submission);
      return json({ success: true, submission }, 201);
    }
    if (call.method === "POST" && call.path === "/teaching-evaluations") {
      return options.onEvaluate?.(call) ?? json({ success: true, evaluation: {} }, 201);
    }
    if (call.method === "GET" && call.path === `/classes/${item._id}/announcements`) {
      return json({ success: true, announcements: [], totalAnnouncements: 0, totalPages: 0 });
    }
    return notFound();
  });
}
