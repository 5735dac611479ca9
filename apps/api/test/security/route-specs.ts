import { enrolmentImports } from "@classwise/db/schema";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { addCertificate } from "../certificates/support.js";
import { makeImage } from "../class-management/support.js";
import { addPost } from "../community/support.js";
import { paymentCalls } from "../enrolments/support.js";
import { createClass, createUser } from "../helpers/index.js";
import { addAttachment, addLesson, fileForm, makePdf } from "../lessons/support.js";
import { addMarkedQuiz, addQuestion } from "../quizzes/support.js";
import type { Principal, World } from "./world.js";

export type Target = "own" | "foreign";

/**
 * How a route's object relates to a caller, which decides whether an `own` grant covers it:
 * none (the caller's own record or no object), self (a user id in the path: the caller's or another's),
 * class-owner (the class teacher's class), class-member (its teacher or a student enrolled in it),
 * class-enrolled (a student enrolled in it), student-in-class (a student's submissions in a class).
 */
export type ObjectKind =
  | "public"
  | "none"
  | "self"
  | "class-owner"
  | "class-member"
  | "class-enrolled"
  | "student-in-class";

export interface RouteSpec {
  kind: ObjectKind;
  /** The answer to an `own` grant on someone else's object (hidden: 404; visible but not allowed: 403). */
  foreign?: (target: Target) => 403 | 404;
  request(world: World, principal: Principal, target: Target): Promise<InjectOptions>;
}

const json = (method: InjectOptions["method"], url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** A fresh submission of the enrolled student on a new assignment of the class teacher's class. */
async function enrolledSubmission(world: World) {
  const { addAssignment, addSubmission } = await import("../enrolments/support.js");
  const assignment = await addAssignment(world.ctx.db, world.theClass.id, world.classTeacher.id);
  return addSubmission(world.ctx.db, assignment, world.enrolled);
}

/** A marked quiz of the class teacher's class with one submitted attempt of the enrolled student. */
async function submittedQuiz(world: World) {
  const quiz = await addMarkedQuiz(world.ctx.db, world.theClass.id);
  const started = await world.inject("enrolled student", json("POST", `/api/quizzes/${quiz.id}/attempts`));
  await world.inject(
    "enrolled student",
    json("POST", `/api/quiz-attempts/${started.json().attempt._id}/submission`, { answers: {} }),
  );
  return quiz;
}

function uidFor(world: World, principal: Principal, target: Target) {
  const own = world.userOf(principal);
  if (target === "own" && own) return own.id;
  return principal === "enrolled student" ? world.classTeacher.id : world.enrolled.id;
}

async function paidIntentFor(world: World, principal: Principal) {
  const user = world.userOf(principal);
  const seller = await createUser(world.ctx, { role: "teacher" });
  const item = await createClass(world.ctx, seller, { priceCents: 1500 });
  if (!user || principal === "signed-out token" || principal === "visitor") {
    return { intentId: "pi_sb_nothing", classId: item.id };
  }
  const calls = paymentCalls(world.ctx);
  const intent = await calls.createIntent(user, { classId: item.id });
  const intentId = String(intent.json().paymentIntentId);
  return { intentId, classId: item.id, calls, user };
}

/**
 * A fresh paid payment: the caller's own (`own`, when the caller can sign in) or a new student's (`foreign`,
 * and for callers without an account), bought through the sandbox.
 */
async function paymentFor(world: World, principal: Principal, target: Target): Promise<string> {
  const caller = world.userOf(principal);
  const buyer = target === "own" && caller && principal !== "signed-out token" ? caller : await createUser(world.ctx);
  const seller = await createUser(world.ctx, { role: "teacher" });
  const item = await createClass(world.ctx, seller, { priceCents: 1500 });
  const { buy } = await import("../payments/support.js");
  return buy(world.ctx, buyer, item.id);
}

export const ROUTE_SPECS: Record<string, RouteSpec> = {
  "GET /api/health": { kind: "public", request: async () => json("GET", "/api/health") },
  "GET /api/health/live": { kind: "public", request: async () => json("GET", "/api/health/live") },
  "GET /api/health/ready": { kind: "public", request: async () => json("GET", "/api/health/ready") },
  "GET /api/config": { kind: "public", request: async () => json("GET", "/api/config") },
  "GET /api/auth/*": { kind: "public", request: async () => json("GET", "/api/auth/get-session") },
  "POST /api/auth/*": { kind: "public", request: async () => json("POST", "/api/auth/sign-out", {}) },
  "POST /api/jwt": { kind: "public", request: async (w) => json("POST", "/api/jwt", { email: w.enrolled.email }) },
  "POST /api/webhooks/stripe": { kind: "public", request: async () => json("POST", "/api/webhooks/stripe", {}) },
  "GET /api/popular-classes": { kind: "public", request: async () => json("GET", "/api/popular-classes") },
  "GET /api/public-statistics": { kind: "public", request: async () => json("GET", "/api/public-statistics") },
  "GET /api/teaching-evaluations": { kind: "public", request: async () => json("GET", "/api/teaching-evaluations") },
  "GET /api/classes": { kind: "none", request: async () => json("GET", "/api/classes?page=1&limit=5") },
  "GET /api/classes/:id": { kind: "none", request: async (w) => json("GET", `/api/classes/${w.theClass.id}`) },
  "GET /api/class-suggestions": { kind: "public", request: async () => json("GET", "/api/class-suggestions?q=clas") },
  "POST /api/teaching-evaluations": {
    kind: "class-enrolled",
    foreign: () => 403,
    request: async (w) => {
      const item = await w.freshClass();
      return json("POST", "/api/teaching-evaluations", {
        classId: item.id,
        rating: 5,
        description: "Clear explanations and useful feedback throughout.",
      });
    },
  },
  "GET /api/users/:uid": {
    kind: "self",
    foreign: () => 404,
    request: async (w, p, t) => json("GET", `/api/users/${uidFor(w, p, t)}`),
  },
  "POST /api/users": { kind: "none", request: async () => json("POST", "/api/users", { name: "Same Name Again" }) },
  "GET /api/users": { kind: "none", request: async () => json("GET", "/api/users?page=1&limit=5") },
  "PATCH /api/users/:uid": {
    kind: "none",
    request: async (w) => {
      const target = await createUser(w.ctx);
      return json("PATCH", `/api/users/${target.id}`, { role: "teacher" });
    },
  },
  "POST /api/users/me/export": { kind: "none", request: async () => json("POST", "/api/users/me/export") },
  "GET /api/users/me/export/status": { kind: "none", request: async () => json("GET", "/api/users/me/export/status") },
  "GET /api/users/me/export": {
    kind: "none",
    request: async (w, p) => {
      const user = w.userOf(p);
      if (user) {
        await w.ctx.db.execute(sql`
          insert into data_exports (id, user_id, status, content, size_bytes, ready_at, expires_at)
          values (gen_random_uuid()::text, ${user.id}, 'ready', '{}', 2, now(), now() + interval '1 day')`);
      }
      return json("GET", "/api/users/me/export");
    },
  },
  // A wrong password: everyone who may delete their account gets past the guard (422), and nobody is deleted.
  "DELETE /api/users/me": {
    kind: "none",
    request: async () => json("DELETE", "/api/users/me", { password: "not-the-password-of-anyone" }),
  },
  "POST /api/admin/backups": { kind: "none", request: async () => json("POST", "/api/admin/backups") },
  "POST /api/users/:uid/suspension": {
    kind: "none",
    request: async (w) => {
      const target = await createUser(w.ctx);
      return json("POST", `/api/users/${target.id}/suspension`, { reason: "Abusive messages" });
    },
  },
  "DELETE /api/users/:uid/suspension": {
    kind: "none",
    request: async (w) => {
      const target = await createUser(w.ctx, { banned: true });
      return json("DELETE", `/api/users/${target.id}/suspension`);
    },
  },
  "GET /api/admin/audit-log": { kind: "none", request: async () => json("GET", "/api/admin/audit-log?limit=5") },
  "GET /api/admin/audit-log.csv": {
    kind: "none",
    request: async () => json("GET", "/api/admin/audit-log.csv?action=user.suspended"),
  },
  "GET /api/teacher-applications": { kind: "none", request: async () => json("GET", "/api/teacher-applications") },
  "POST /api/teacher-applications": {
    kind: "none",
    request: async () =>
      json("POST", "/api/teacher-applications", {
        title: "Teaching modern web development",
        experience: "beginner",
        category: "programming",
      }),
  },
  "PUT /api/teacher-applications/:id": {
    kind: "self",
    foreign: () => 404,
    request: async (w, p, t) => {
      const own = w.userOf(p);
      const owner = t === "own" && own ? own : p === "enrolled student" ? w.otherTeacher : w.enrolled;
      const row = await w.applicationOf(owner, "rejected");
      return json("PUT", `/api/teacher-applications/${row.id}`, {
        title: "Teaching modern web development again",
        experience: "experienced",
        category: "programming",
      });
    },
  },
  "PATCH /api/teacher-applications/:id": {
    kind: "none",
    request: async (w) => {
      const applicant = await createUser(w.ctx);
      const row = await w.applicationOf(applicant, "pending");
      return json("PATCH", `/api/teacher-applications/${row.id}`, { status: "rejected" });
    },
  },
  "POST /api/create-payment-intent": {
    kind: "none",
    request: async (w) => {
      const seller = await createUser(w.ctx, { role: "teacher" });
      const item = await createClass(w.ctx, seller);
      return json("POST", "/api/create-payment-intent", { classId: item.id });
    },
  },
  "POST /api/sandbox/payment-intents/:id/confirm": {
    kind: "none",
    request: async (w, p) => {
      const { intentId } = await paidIntentFor(w, p);
      return json("POST", `/api/sandbox/payment-intents/${intentId}/confirm`, {
        card: { number: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" },
        billingDetails: { name: "Matrix Payer", email: "payer@example.test" },
      });
    },
  },
  "POST /api/process-enrollment": {
    kind: "none",
    request: async (w, p) => {
      const paid = await paidIntentFor(w, p);
      if (paid.calls && paid.user) await paid.calls.confirm(paid.user, paid.intentId);
      return json("POST", "/api/process-enrollment", { paymentIntentId: paid.intentId, classId: paid.classId });
    },
  },
  "GET /api/payments": { kind: "none", request: async () => json("GET", "/api/payments?page=1&limit=5") },
  "GET /api/payments/:id/receipt": {
    kind: "self",
    foreign: () => 404,
    request: async (w, p, t) => json("GET", `/api/payments/${await paymentFor(w, p, t)}/receipt`),
  },
  "POST /api/payments/:id/refund": {
    kind: "self",
    foreign: () => 404,
    request: async (w, p, t) =>
      json("POST", `/api/payments/${await paymentFor(w, p, t)}/refund`, { reason: "Matrix refund" }),
  },
  "GET /api/admin/payments": {
    kind: "none",
    request: async () => json("GET", "/api/admin/payments?page=1&limit=5&status=all&search=student"),
  },
  "POST /api/coupons": {
    kind: "none",
    request: async () =>
      json("POST", "/api/coupons", { code: `M${Date.now()}${Math.floor(Math.random() * 1e6)}`, percentOff: 10 }),
  },
  "GET /api/coupons": { kind: "none", request: async () => json("GET", "/api/coupons") },
  "POST /api/coupons/apply": {
    kind: "none",
    request: async (w) => {
      const { coupons } = await import("@classwise/db/schema");
      const code = `APPLY${Date.now()}${Math.floor(Math.random() * 1e6)}`;
      await w.ctx.db.insert(coupons).values({ code, createdBy: w.admin.id, percentOff: 10 });
      return json("POST", "/api/coupons/apply", { classId: w.theClass.id, code });
    },
  },
  "POST /api/coupons/:id/disable": {
    kind: "self",
    foreign: () => 404,
    request: async (w, p, t) => {
      const { coupons } = await import("@classwise/db/schema");
      const caller = w.userOf(p);
      const owner =
        t === "own" && caller && p !== "signed-out token" ? caller : await createUser(w.ctx, { role: "teacher" });
      const [row] = await w.ctx.db
        .insert(coupons)
        .values({ code: `OFF${Date.now()}${Math.floor(Math.random() * 1e6)}`, createdBy: owner.id, percentOff: 10 })
        .returning({ id: coupons.id });
      return json("POST", `/api/coupons/${row?.id}/disable`);
    },
  },
  "GET /api/teacher/earnings": { kind: "none", request: async () => json("GET", "/api/teacher/earnings") },
  "GET /api/teacher/earnings/report": {
    kind: "none",
    request: async () => json("GET", "/api/teacher/earnings/report?interval=week"),
  },
  "GET /api/teacher/earnings/report.csv": {
    kind: "none",
    request: async () => json("GET", "/api/teacher/earnings/report.csv?interval=month"),
  },
  "GET /api/admin/analytics": { kind: "none", request: async () => json("GET", "/api/admin/analytics?interval=day") },
  "POST /api/teacher/payout-account": {
    kind: "none",
    request: async () => json("POST", "/api/teacher/payout-account"),
  },
  "POST /api/admin/payouts/run": { kind: "none", request: async () => json("POST", "/api/admin/payouts/run") },
  "GET /api/admin/payouts": { kind: "none", request: async () => json("GET", "/api/admin/payouts") },
  "GET /api/admin/payouts/schedule": { kind: "none", request: async () => json("GET", "/api/admin/payouts/schedule") },
  "PUT /api/admin/payouts/schedule": {
    kind: "none",
    request: async () =>
      json("PUT", "/api/admin/payouts/schedule", {
        enabled: false,
        frequency: "weekly",
        weekday: 1,
        dayOfMonth: 1,
        hourUtc: 6,
      }),
  },
  "GET /api/students/:uid/enrolled-classes": {
    kind: "self",
    foreign: () => 404,
    request: async (w, p, t) => json("GET", `/api/students/${uidFor(w, p, t)}/enrolled-classes`),
  },
  "GET /api/assignments/class/:id": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/assignments/class/${w.theClass.id}`),
  },
  "POST /api/assignments": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) =>
      json("POST", "/api/assignments", {
        classId: w.theClass.id,
        title: "Matrix assignment",
        description: "Write something",
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      }),
  },
  "GET /api/submissions/student/:uid/class/:id": {
    kind: "student-in-class",
    foreign: (target) => (target === "own" ? 403 : 404),
    request: async (w, p, t) => json("GET", `/api/submissions/student/${uidFor(w, p, t)}/class/${w.theClass.id}`),
  },
  "GET /api/submissions/class/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => json("GET", `/api/submissions/class/${w.theClass.id}`),
  },
  "GET /api/assignments/:id/submissions": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => json("GET", `/api/assignments/${w.assignment.id}/submissions`),
  },
  "GET /api/submissions/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => json("GET", `/api/submissions/${(await enrolledSubmission(w)).id}`),
  },
  "PUT /api/submissions/:id/grade": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) =>
      json("PUT", `/api/submissions/${(await enrolledSubmission(w)).id}/grade`, { score: 80, feedback: "Good" }),
  },
  "GET /api/classes/:id/grades.csv": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      await enrolledSubmission(w);
      return json("GET", `/api/classes/${w.theClass.id}/grades.csv`);
    },
  },
  "GET /api/notifications": { kind: "none", request: async () => json("GET", "/api/notifications") },
  "GET /api/notifications/unread-count": {
    kind: "none",
    request: async () => json("GET", "/api/notifications/unread-count"),
  },
  "POST /api/notifications/:id/read": {
    kind: "none",
    request: async (w, p) => {
      const user = w.userOf(p);
      if (!user) return json("POST", "/api/notifications/none/read");
      const { notifyUsers } = await import("../../src/modules/notifications/notify.js");
      await notifyUsers(w.ctx.db, [user.id], { kind: "new-assignment", title: "T", body: "B", link: "/" });
      const { notifications } = await import("@classwise/db/schema");
      const { eq, desc } = await import("drizzle-orm");
      const [row] = await w.ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(desc(notifications.createdAt))
        .limit(1);
      return json("POST", `/api/notifications/${row?.id ?? "none"}/read`);
    },
  },
  "POST /api/notifications/read-all": {
    kind: "none",
    request: async () => json("POST", "/api/notifications/read-all"),
  },
  "GET /api/notification-settings": { kind: "none", request: async () => json("GET", "/api/notification-settings") },
  "PUT /api/notification-settings": {
    kind: "none",
    request: async () => json("PUT", "/api/notification-settings", { kind: "submissions-digest", enabled: true }),
  },
  "GET /api/notifications/unsubscribe": {
    kind: "public",
    request: async () => json("GET", "/api/notifications/unsubscribe?u=x&k=new-assignment&s=forged"),
  },
  "POST /api/notifications/unsubscribe": {
    kind: "public",
    request: async () => json("POST", "/api/notifications/unsubscribe?u=x&k=new-assignment&s=forged"),
  },
  "POST /api/submissions": {
    kind: "class-enrolled",
    foreign: () => 403,
    request: async (w) => {
      const item = await w.freshClass();
      const { addAssignment } = await import("../enrolments/support.js");
      const assignment = await addAssignment(w.ctx.db, item.id, w.classTeacher.id);
      return json("POST", "/api/submissions", { assignmentId: assignment.id, submissionText: "My answer" });
    },
  },
  "GET /api/classes/:id/curriculum": {
    kind: "none",
    request: async (w) => json("GET", `/api/classes/${w.theClass.id}/curriculum`),
  },
  "GET /api/lessons/class/:id": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/lessons/class/${w.theClass.id}`),
  },
  "GET /api/lessons/class/:id/continue": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/lessons/class/${w.theClass.id}/continue`),
  },
  "GET /api/lessons/:id": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/lessons/${w.lesson.id}`),
  },
  "POST /api/lessons": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const item = await w.freshClass();
      return json("POST", "/api/lessons", {
        classId: item.id,
        title: "Matrix lesson",
        body: "Text",
        estimatedMinutes: 5,
      });
    },
  },
  "PATCH /api/lessons/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const lesson = await addLesson(w.ctx.db, (await w.freshClass()).id);
      return json("PATCH", `/api/lessons/${lesson.id}`, { title: "Renamed lesson", body: "New", estimatedMinutes: 7 });
    },
  },
  "DELETE /api/lessons/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => json("DELETE", `/api/lessons/${(await addLesson(w.ctx.db, (await w.freshClass()).id)).id}`),
  },
  "PUT /api/lessons/class/:id/order": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const item = await w.freshClass();
      const first = await addLesson(w.ctx.db, item.id);
      const second = await addLesson(w.ctx.db, item.id);
      return {
        method: "PUT",
        url: `/api/lessons/class/${item.id}/order`,
        payload: { lessonIds: [second.id, first.id] },
      };
    },
  },
  "GET /api/classes/:id/announcements": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/classes/${w.theClass.id}/announcements`),
  },
  "POST /api/classes/:id/announcements": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) =>
      json("POST", `/api/classes/${w.theClass.id}/announcements`, { title: "Matrix news", body: "Hello" }),
  },
  "POST /api/classes/:id/enrolment-imports": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => ({
      method: "POST",
      url: `/api/classes/${w.theClass.id}/enrolment-imports`,
      headers: { "content-type": "text/csv" },
      payload: `email,name\n${w.enrolled.email},Enrolled`,
    }),
  },
  "GET /api/classes/:id/enrolment-imports/:importId": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const [row] = await w.ctx.db
        .insert(enrolmentImports)
        .values({ classId: w.theClass.id, status: "done", totalRows: 0, input: [] })
        .returning({ id: enrolmentImports.id });
      return json("GET", `/api/classes/${w.theClass.id}/enrolment-imports/${row?.id}`);
    },
  },
  "GET /api/lessons/:id/posts": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/lessons/${w.lesson.id}/posts`),
  },
  "GET /api/lesson-posts/:id/replies": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/lesson-posts/${await addPost(w.ctx.db, w.lesson, w.enrolled)}/replies`),
  },
  "POST /api/lessons/:id/posts": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("POST", `/api/lessons/${w.lesson.id}/posts`, { body: "A matrix question" }),
  },
  // The caller's own post where they may post (the class's teacher, the enrolled student), else the student's.
  "PATCH /api/lesson-posts/:id": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w, principal) => {
      const caller = w.userOf(principal);
      const author = principal === "class teacher" || principal === "enrolled student" ? caller : w.enrolled;
      const post = await addPost(w.ctx.db, w.lesson, author ?? w.enrolled);
      return json("PATCH", `/api/lesson-posts/${post}`, { body: "Edited in the window" });
    },
  },
  "DELETE /api/lesson-posts/:id": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("DELETE", `/api/lesson-posts/${await addPost(w.ctx.db, w.lesson, w.enrolled)}`),
  },
  "PUT /api/lesson-posts/:id/moderation": {
    kind: "class-owner",
    foreign: () => 403,
    request: async (w) =>
      json("PUT", `/api/lesson-posts/${await addPost(w.ctx.db, w.lesson, w.enrolled)}/moderation`, { pinned: true }),
  },
  "PUT /api/lessons/:id/completion": {
    kind: "class-enrolled",
    foreign: () => 403,
    request: async (w) => json("PUT", `/api/lessons/${w.lesson.id}/completion`),
  },
  "DELETE /api/lessons/:id/completion": {
    kind: "class-enrolled",
    foreign: () => 403,
    request: async (w) => json("DELETE", `/api/lessons/${w.lesson.id}/completion`),
  },
  "POST /api/lessons/:id/attachments": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const lesson = await addLesson(w.ctx.db, (await w.freshClass()).id);
      return { method: "POST", url: `/api/lessons/${lesson.id}/attachments`, payload: fileForm(makePdf()) };
    },
  },
  "DELETE /api/lessons/attachments/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const lesson = await addLesson(w.ctx.db, (await w.freshClass()).id);
      return json("DELETE", `/api/lessons/attachments/${(await addAttachment(w.ctx.db, lesson)).id}`);
    },
  },
  "GET /api/lessons/attachments/:id": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/lessons/attachments/${w.attachment.id}`),
  },
  // Quizzes: the marked quiz's key and explanation carry the class's marker (the exposure scan looks for it).
  "GET /api/classes/:id/questions": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      await addQuestion(w.ctx.db, w.theClass.id);
      return json("GET", `/api/classes/${w.theClass.id}/questions`);
    },
  },
  "POST /api/classes/:id/questions": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) =>
      json("POST", `/api/classes/${(await w.freshClass()).id}/questions`, {
        kind: "true-false",
        prompt: "Matrix question",
        correct: true,
        points: 1,
      }),
  },
  "PATCH /api/quiz-questions/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const question = await addQuestion(w.ctx.db, (await w.freshClass()).id);
      return json("PATCH", `/api/quiz-questions/${question.id}`, {
        kind: "short-text",
        prompt: "Renamed",
        accepted: ["x"],
        points: 1,
      });
    },
  },
  "DELETE /api/quiz-questions/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) =>
      json("DELETE", `/api/quiz-questions/${(await addQuestion(w.ctx.db, (await w.freshClass()).id)).id}`),
  },
  "GET /api/quizzes/class/:id": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => {
      await addMarkedQuiz(w.ctx.db, w.theClass.id);
      return json("GET", `/api/quizzes/class/${w.theClass.id}`);
    },
  },
  "POST /api/quizzes": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const item = await w.freshClass();
      const question = await addQuestion(w.ctx.db, item.id);
      return json("POST", "/api/quizzes", {
        classId: item.id,
        quiz: {
          title: "Matrix quiz",
          afterLessonId: null,
          passPercent: 50,
          attemptsAllowed: 1,
          timeLimitSeconds: null,
          showAnswers: "after-submit",
          drawCount: null,
          questionIds: [question.id],
        },
      });
    },
  },
  "GET /api/quizzes/:id": {
    kind: "class-member",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/quizzes/${(await addMarkedQuiz(w.ctx.db, w.theClass.id)).id}`),
  },
  "PATCH /api/quizzes/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const item = await w.freshClass();
      const question = await addQuestion(w.ctx.db, item.id);
      const quiz = await addMarkedQuiz(w.ctx.db, item.id);
      return json("PATCH", `/api/quizzes/${quiz.id}`, {
        title: "Renamed quiz",
        afterLessonId: null,
        passPercent: 70,
        attemptsAllowed: 2,
        timeLimitSeconds: 600,
        showAnswers: "after-last-attempt",
        drawCount: 1,
        questionIds: [question.id],
      });
    },
  },
  "DELETE /api/quizzes/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) =>
      json("DELETE", `/api/quizzes/${(await addMarkedQuiz(w.ctx.db, (await w.freshClass()).id)).id}`),
  },
  "POST /api/quizzes/:id/attempts": {
    kind: "class-enrolled",
    foreign: () => 403,
    request: async (w) => json("POST", `/api/quizzes/${(await addMarkedQuiz(w.ctx.db, w.theClass.id)).id}/attempts`),
  },
  "GET /api/quizzes/:id/attempts/open": {
    kind: "class-enrolled",
    foreign: () => 403,
    request: async (w) => {
      const quiz = await addMarkedQuiz(w.ctx.db, w.theClass.id);
      await w.inject("enrolled student", json("POST", `/api/quizzes/${quiz.id}/attempts`));
      return json("GET", `/api/quizzes/${quiz.id}/attempts/open`);
    },
  },
  "GET /api/quizzes/:id/attempts": {
    kind: "class-enrolled",
    foreign: () => 403,
    request: async (w) => json("GET", `/api/quizzes/${(await addMarkedQuiz(w.ctx.db, w.theClass.id)).id}/attempts`),
  },
  "POST /api/quiz-attempts/:id/submission": {
    kind: "class-enrolled",
    foreign: () => 404,
    request: async (w) => {
      const quiz = await addMarkedQuiz(w.ctx.db, w.theClass.id);
      const started = await w.inject("enrolled student", json("POST", `/api/quizzes/${quiz.id}/attempts`));
      return json("POST", `/api/quiz-attempts/${started.json().attempt._id}/submission`, { answers: {} });
    },
  },
  "GET /api/quizzes/:id/report": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => json("GET", `/api/quizzes/${(await submittedQuiz(w)).id}/report`),
  },
  "GET /api/quizzes/:id/report.csv": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => json("GET", `/api/quizzes/${(await submittedQuiz(w)).id}/report.csv`),
  },
  "GET /api/certificates/mine": { kind: "none", request: async () => json("GET", "/api/certificates/mine") },
  "POST /api/certificates": {
    kind: "class-enrolled",
    foreign: () => 403,
    request: async (w) => json("POST", "/api/certificates", { classId: (await w.freshClass()).id }),
  },
  "GET /api/certificates/:number/pdf": {
    kind: "self",
    foreign: () => 404,
    request: async (w, p, t) => {
      const own = w.userOf(p);
      const holder = t === "own" && own ? own : p === "enrolled student" ? w.classTeacher : w.enrolled;
      const item = await createClass(w.ctx, w.classTeacher);
      const certificate = await addCertificate(w.ctx.db, holder, item);
      return json("GET", `/api/certificates/${certificate.number}/pdf`);
    },
  },
  "GET /api/certificates/:number": {
    kind: "public",
    request: async (w) => {
      const certificate = await addCertificate(w.ctx.db, w.enrolled, await createClass(w.ctx, w.classTeacher));
      return json("GET", `/api/certificates/${certificate.number}`);
    },
  },
  "GET /api/classes/:id/certificates/count": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => json("GET", `/api/classes/${w.theClass.id}/certificates/count`),
  },
  "POST /api/classes": {
    kind: "none",
    request: async () =>
      json("POST", "/api/classes", {
        title: "Matrix class",
        price: 10,
        description: "A class",
        image: "/uploads/demo/class-1.webp",
      }),
  },
  "GET /api/classes/teacher/:uid": {
    kind: "self",
    foreign: () => 403,
    request: async (w, p, t) => {
      const own = w.userOf(p);
      const uid = t === "own" && own ? own.id : p === "class teacher" ? w.otherTeacher.id : w.classTeacher.id;
      return json("GET", `/api/classes/teacher/${uid}`);
    },
  },
  "PATCH /api/classes/:id/content": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => {
      const item = await w.freshClass();
      return json("PATCH", `/api/classes/${item.id}/content`, {
        title: "Renamed",
        price: 12,
        description: "Changed",
        image: item.image,
      });
    },
  },
  "DELETE /api/classes/:id": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => json("DELETE", `/api/classes/${(await w.freshClass()).id}`),
  },
  "GET /api/classes/:id/progress": {
    kind: "class-owner",
    foreign: () => 404,
    request: async (w) => json("GET", `/api/classes/${w.theClass.id}/progress`),
  },
  "PATCH /api/classes/:id": {
    kind: "none",
    request: async (w) => {
      const item = await createClass(w.ctx, w.classTeacher, { status: "pending" });
      return json("PATCH", `/api/classes/${item.id}`, { status: "approved" });
    },
  },
  "PATCH /api/classes/:id/category": {
    kind: "none",
    request: async (w) => {
      const item = await w.freshClass();
      return json("PATCH", `/api/classes/${item.id}/category`, { category: "data-science" });
    },
  },
  "POST /api/images": {
    kind: "none",
    request: async () => {
      const boundary = "----matrix";
      const png = await makeImage("png");
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        method: "POST",
        url: "/api/images",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      };
    },
  },
};
