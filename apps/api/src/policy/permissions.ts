import { messages, type Role } from "@classwise/shared";

/**
 * Who may do what to which object, as data (`action:entity:access`). `own` grants the action on objects
 * the caller relates to as the entity's definition below says; `any` on every object. The route guard
 * checks the action and entity before a body is read; services scope their queries by the caller and ask
 * `can()` whether `any` applies. docs/security.md and the authorization-matrix test read this table.
 */
export const ENTITIES = {
  class: "a class of any status; own: the caller teaches it",
  "class-progress": "enrolment, assignment and submission counts of a class; own: the caller teaches it",
  "class-submissions": "every submission of a class; own: the caller teaches it",
  grade: "the score and feedback of a submission, and a class's grade export; own: the caller teaches the class",
  image: "an uploaded class image; own: uploaded by the caller",
  user: "a user record; own: the caller's own (delete: the caller's own account, after re-authenticating)",
  role: "a user's role",
  "teacher-application": "an application to teach; own: the caller's own",
  enrolment: "a student's enrolments and the payments that buy them; own: the caller's own",
  assignment: "the assignments of a class; own: the caller teaches the class or is enrolled in it",
  submission: "a student's submissions; own: the caller's own, or in a class the caller teaches",
  evaluation: "a teaching evaluation; own: written by the caller, for a class they are enrolled in",
  lesson: "the lessons of a class with their bodies; own: the caller teaches the class or (read) is enrolled in it",
  "lesson-completion": "a student's completed lessons; own: the caller's own, in a class they are enrolled in",
  notification: "a notification and the notification settings; own: the caller's own",
  payment: "a paid payment, its receipt and its refund; own: the caller paid it",
  certificate: "a certificate of completion and its PDF; own: earned by the caller, for a class they are enrolled in",
  coupon: "a discount code; own: created by the caller (a teacher, for their own classes)",
  announcement: "a class's announcements; own: the caller teaches the class or (read) is enrolled in it",
  "lesson-post":
    "questions and replies under a lesson; own: in a class the caller teaches or is enrolled in (change and delete: written by the caller; review: pin and mark answers as the class's teacher)",
  "data-export": "a copy of a user's data, prepared on request; own: the caller's own",
  backup: "a backup of the whole installation's database and uploads",
  quiz: "the quizzes and question bank of a class; own: the caller teaches the class or (read) is enrolled in it",
  "quiz-attempt": "a student's attempts at a quiz; own: the caller's own, in a class they are enrolled in",
  "quiz-results":
    "a class's question bank with its answers, every attempt at its quizzes, the item analysis and export; own: the caller teaches the class",
  analytics: "the platform's rollups of sign-ups, enrolments and money over time",
  payout: "a teacher's earnings, payout account and payouts; own: the caller's own; create: run a payout",
  "audit-log": "the audit log of admin and money actions and its CSV export",
  suspension: "a user's suspension: suspend (create) and lift (delete)",
  "enrolment-import":
    "a CSV enrolment of a class's students without payment, its progress and report; own: the caller teaches the class",
} as const;

export type Entity = keyof typeof ENTITIES;
export const ACTIONS = ["create", "read", "update", "delete", "review"] as const;
export type Action = (typeof ACTIONS)[number];
export type Access = "own" | "any";
export type Permission = `${Action}:${Entity}`;
export type Grant = `${Permission}:${Access}`;

const everyone = [
  "read:user:own",
  "update:user:own",
  "delete:user:own",
  "create:data-export:own",
  "read:data-export:own",
  "read:teacher-application:own",
  "create:enrolment:own",
  "read:enrolment:own",
  "read:assignment:own",
  "create:submission:own",
  "read:submission:own",
  "create:evaluation:own",
  "read:lesson:own",
  "create:lesson-completion:own",
  "delete:lesson-completion:own",
  "read:notification:own",
  "update:notification:own",
  "read:payment:own",
  "update:payment:own",
  "create:certificate:own",
  "read:certificate:own",
  "read:announcement:own",
  "read:lesson-post:own",
  "create:lesson-post:own",
  "update:lesson-post:own",
  "delete:lesson-post:own",
  "read:quiz:own",
  "create:quiz-attempt:own",
  "read:quiz-attempt:own",
] as const satisfies readonly Grant[];

export const ROLE_GRANTS: Record<Role, readonly Grant[]> = {
  student: [...everyone, "create:teacher-application:own", "update:teacher-application:own"],
  teacher: [
    ...everyone,
    "create:class:own",
    "read:class:own",
    "update:class:own",
    "delete:class:own",
    "read:class-progress:own",
    "read:class-submissions:own",
    "read:grade:own",
    "update:grade:own",
    "create:assignment:own",
    "create:lesson:own",
    "update:lesson:own",
    "delete:lesson:own",
    "create:quiz:own",
    "update:quiz:own",
    "delete:quiz:own",
    "read:quiz-results:own",
    "create:image:own",
    "read:payout:own",
    "update:payout:own",
    "create:coupon:own",
    "read:coupon:own",
    "create:announcement:own",
    "review:lesson-post:own",
    "update:coupon:own",
    "create:enrolment-import:own",
    "read:enrolment-import:own",
  ],
  admin: [
    ...everyone,
    "create:teacher-application:own",
    "update:teacher-application:own",
    "read:class:any",
    "review:class:any",
    "read:class-progress:any",
    "read:class-submissions:any",
    "read:grade:any",
    "update:grade:any",
    "create:image:own",
    "read:user:any",
    "update:role:any",
    "read:teacher-application:any",
    "review:teacher-application:any",
    "read:enrolment:any",
    "read:assignment:any",
    "read:submission:any",
    "read:lesson:any",
    "read:quiz:any",
    "read:quiz-results:any",
    "read:payment:any",
    "update:payment:any",
    "read:payout:any",
    "create:payout:any",
    "create:coupon:any",
    "read:coupon:any",
    "read:announcement:any",
    "read:lesson-post:any",
    "delete:lesson-post:any",
    "review:lesson-post:any",
    "create:backup:any",
    "read:audit-log:any",
    "create:suspension:any",
    "delete:suspension:any",
    "update:coupon:any",
    "read:analytics:any",
    "create:enrolment-import:any",
    "read:enrolment-import:any",
  ],
};

/** The refusal a role gets for a permission it lacks, where the spec or the product words it. */
export const DENIALS: Partial<Record<Permission, string>> = {
  "create:teacher-application": messages.application.alreadyTeacher,
  "update:teacher-application": messages.application.alreadyTeacher,
};
