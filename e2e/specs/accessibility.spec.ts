import type {
  ClassLessonsResponse,
  ClassListResponse,
  EnrolledClassesResponse,
  PaymentHistoryResponse,
} from "@classwise/shared";
import { messages } from "@classwise/shared";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoViolations, LOOKS, settledColours } from "../fixtures/axe.js";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { type Session, signIn } from "../fixtures/session.js";

/**
 * axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) over every route of the spec's route table, as each role that
 * reaches it, expecting no violation of any impact. Each route is checked in light and dark at 375 and 1280 px:
 * `npm test` checks one of the four per route, in turn, so every route and every combination is covered;
 * A11Y_MATRIX=rest checks the other three (CI runs it after `npm test`), A11Y_MATRIX=full all four
 * (`npm run test:a11y -w @classwise/e2e`).
 */

type Role = "visitor" | "student" | "teacher" | "admin";
type Scheme = "light" | "dark";

interface Combination {
  scheme: Scheme;
  width: 375 | 1280;
}

const combinations: Combination[] = [...LOOKS];

interface Ids {
  approvedClass: string;
  unenrolledClass: string;
  enrolledClass: string;
  /** An open lesson of that class (the lesson player). */
  enrolledLesson: string;
  teacherClass: string;
  pendingTeacherClass: string;
  /** One of the demo student's payments (its receipt). */
  payment: string;
}

interface RouteCheck {
  name: string;
  role: Role;
  /** Where to go; a function when the path needs an id of the demo data. */
  path: string | ((ids: Ids) => string);
  /** What shows once the screen has loaded (the route's own heading). */
  ready: (page: Page) => ReturnType<Page["getByRole"]>;
  /** For routes reached only through the product (the payment page needs the details page's state). */
  arrive?: (page: Page, ids: Ids) => Promise<void>;
}

const heading = (name: string | RegExp, level?: number) => (page: Page) =>
  page.getByRole("heading", { name, ...(level ? { level } : {}) }).first();

const routes: RouteCheck[] = [
  { name: "home", role: "visitor", path: "/", ready: heading(messages.home.heroTitles[0], 1) },
  { name: "register", role: "visitor", path: "/register", ready: heading(/create/i) },
  { name: "login", role: "visitor", path: "/login", ready: heading(/welcome|log ?in|sign in/i) },
  { name: "forgot password", role: "visitor", path: "/forgot-password", ready: heading(/password/i) },
  { name: "not found", role: "visitor", path: "/no-such-page", ready: heading("Page not found") },
  // A valid and a revoked certificate's page are checked by the certificates spec, which earns one.
  {
    name: "certificate not found",
    role: "visitor",
    path: "/certificates/CW-2222-3333-4444-5555",
    ready: heading(messages.certificates.verifyNotFoundHeading, 1),
  },
  { name: "catalogue", role: "student", path: "/all-classes", ready: heading(messages.catalogue.title, 1) },
  {
    name: "class details",
    role: "student",
    path: (ids) => `/all-classes/${ids.approvedClass}`,
    ready: heading(messages.classDetails.about),
  },
  {
    name: "payment",
    role: "student",
    path: (ids) => `/all-classes/${ids.unenrolledClass}`,
    ready: heading(messages.payment.completePayment),
    arrive: async (page) => {
      await page.getByRole("link", { name: messages.classDetails.payAndEnroll }).click();
      await expect(page).toHaveURL(/\/payment\//);
    },
  },
  {
    name: "notifications (the bell opened)",
    role: "student",
    path: "/student-dashboard/my-enroll-classes",
    ready: heading(messages.notifications.title, 2),
    arrive: async (page) => {
      await page.getByRole("button", { name: /^Notifications/ }).click();
    },
  },
  { name: "teach (student)", role: "student", path: "/teach", ready: heading(/instructor|application|review/i, 1) },
  {
    name: "my enrolled classes",
    role: "student",
    path: "/student-dashboard/my-enroll-classes",
    ready: heading(messages.enrolled.title),
  },
  {
    name: "student class page",
    role: "student",
    path: (ids) => `/student-dashboard/my-enroll-class/${ids.enrolledClass}`,
    ready: heading(messages.learning.assignmentsTitle),
  },
  {
    name: "lesson player",
    role: "student",
    path: (ids) => `/student-dashboard/my-enroll-class/${ids.enrolledClass}/lessons/${ids.enrolledLesson}`,
    ready: heading(messages.discussions.title),
  },
  {
    name: "payment history",
    role: "student",
    path: "/student-dashboard/payment-history",
    ready: heading(messages.payments.historyTitle),
  },
  {
    name: "receipt",
    role: "student",
    path: (ids) => `/receipts/${ids.payment}`,
    ready: heading(messages.payments.receiptTitle, 1),
  },
  {
    name: "my request",
    role: "student",
    path: "/student-dashboard/my-request",
    ready: heading(messages.application.myRequestTitle),
  },
  {
    name: "my certificates",
    role: "student",
    path: "/student-dashboard/my-certificates",
    ready: heading(messages.certificates.title),
  },
  { name: "student profile", role: "student", path: "/student-dashboard/profile", ready: heading(/.+/, 2) },
  {
    name: "add class",
    role: "teacher",
    path: "/teacher-dashboard/add-class",
    ready: heading(messages.classes.addTitle),
  },
  {
    name: "my classes",
    role: "teacher",
    path: "/teacher-dashboard/my-classes",
    ready: heading(messages.classes.myClassesTitle),
  },
  {
    name: "teacher class page",
    role: "teacher",
    path: (ids) => `/teacher-dashboard/my-classes/${ids.teacherClass}`,
    ready: heading(messages.learning.assignmentsTitle),
  },
  {
    name: "lessons of a class under review",
    role: "teacher",
    path: (ids) => `/teacher-dashboard/my-classes/${ids.pendingTeacherClass}/lessons`,
    ready: heading(messages.lessons.title, 3),
  },
  { name: "teacher profile", role: "teacher", path: "/teacher-dashboard/profile", ready: heading(/.+/, 2) },
  { name: "teach (teacher)", role: "teacher", path: "/teach", ready: heading(/.+/, 1) },
  {
    name: "teacher requests",
    role: "admin",
    path: "/admin-dashboard/teacher-request",
    ready: heading(messages.admin.applicationsTitle),
  },
  { name: "users", role: "admin", path: "/admin-dashboard/users", ready: heading(messages.admin.usersTitle) },
  {
    name: "all classes",
    role: "admin",
    path: "/admin-dashboard/admin-all-classes",
    ready: heading(messages.admin.classesTitle),
  },
  {
    name: "payments",
    role: "admin",
    path: "/admin-dashboard/payments",
    ready: heading(messages.payments.adminTitle),
  },
  {
    name: "audit log",
    role: "admin",
    path: "/admin-dashboard/audit-log",
    ready: heading(messages.operations.auditTitle),
  },
  {
    name: "refund dialog (admin)",
    role: "admin",
    path: "/admin-dashboard/payments",
    ready: heading(messages.payments.refundTitle),
    arrive: async (page) => {
      await page
        .getByRole("button", { name: /^Refund / })
        .first()
        .click();
    },
  },
  { name: "admin profile", role: "admin", path: "/admin-dashboard/profile", ready: heading(/.+/, 2) },
];

const accounts: Record<Exclude<Role, "visitor">, string> = {
  student: DEMO_ACCOUNTS.student,
  teacher: DEMO_ACCOUNTS.teacher,
  admin: DEMO_ACCOUNTS.admin,
};

const matrix = process.env.A11Y_MATRIX ?? "subset";

/** One signed-in browser state per role, made once (the session is created through the API, not the form). */
const storageStates = new Map<Role, Awaited<ReturnType<BrowserContext["storageState"]>>>();
const sessions = new Map<Role, Session>();

async function contextFor(browser: Browser, role: Role, { scheme, width }: Combination) {
  const options = {
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: width < 768 ? 740 : 800 },
    colorScheme: scheme,
    reducedMotion: "reduce" as const,
  };
  if (role === "visitor") return browser.newContext(options);
  if (!storageStates.has(role)) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    sessions.set(role, await signIn(page, accounts[role]));
    storageStates.set(role, await context.storageState());
    await context.close();
  }
  return browser.newContext({ ...options, storageState: storageStates.get(role) });
}

let ids: Ids | undefined;

async function demoIds(browser: Browser): Promise<Ids> {
  if (ids) return ids;
  const context = await contextFor(browser, "student", combinations[0]!);
  const page = await context.newPage();
  const student = sessions.get("student")!;
  const catalogue = (await (
    await page.request.get("/api/classes?page=1&limit=100&status=approved")
  ).json()) as ClassListResponse;
  const enrolled = (await (
    await page.request.get(`/api/students/${student.uid}/enrolled-classes?page=1&limit=100`, {
      headers: student.headers,
    })
  ).json()) as EnrolledClassesResponse;
  const history = (await (
    await page.request.get("/api/payments?page=1&limit=1", { headers: student.headers })
  ).json()) as PaymentHistoryResponse;
  const lessons = enrolled.classes[0]
    ? ((await (
        await page.request.get(`/api/lessons/class/${enrolled.classes[0]._id}`, { headers: student.headers })
      ).json()) as ClassLessonsResponse)
    : undefined;
  await context.close();
  const enrolledIds = new Set(enrolled.classes.map((item) => item._id));
  const teacherContext = await contextFor(browser, "teacher", combinations[0]!);
  const teacherPage = await teacherContext.newPage();
  const teacher = sessions.get("teacher")!;
  const own = (await (
    await teacherPage.request.get(`/api/classes/teacher/${teacher.uid}?page=1&limit=100`, { headers: teacher.headers })
  ).json()) as ClassListResponse;
  await teacherContext.close();
  const approvedOwn = own.classes.find((item) => item.status === "approved");
  const pendingOwn = own.classes.find((item) => item.status === "pending");
  const unenrolled = catalogue.classes.find(
    (item) => !enrolledIds.has(item._id) && item.teacherUid !== student.uid && item.enrolledCount >= 0,
  );
  expect(catalogue.classes[0], "demo data has approved classes").toBeDefined();
  expect(enrolled.classes[0], "the demo student is enrolled somewhere").toBeDefined();
  expect(approvedOwn, "the demo teacher has an approved class").toBeDefined();
  expect(pendingOwn, "the demo teacher has a class under review").toBeDefined();
  expect(unenrolled, "some approved class is open to the demo student").toBeDefined();
  expect(history.payments[0], "the demo student has paid for a class").toBeDefined();
  const openLesson = lessons?.lessons.find((lesson) => lesson.opensAt === null);
  expect(openLesson, "the demo student's class has an open lesson").toBeDefined();
  ids = {
    approvedClass: catalogue.classes[0]!._id,
    unenrolledClass: unenrolled!._id,
    enrolledClass: enrolled.classes[0]!._id,
    enrolledLesson: openLesson!._id,
    teacherClass: approvedOwn!._id,
    pendingTeacherClass: pendingOwn!._id,
    payment: history.payments[0]!._id,
  };
  return ids;
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  test.describe.configure({ timeout: 120_000 });

  routes.forEach((route, index) => {
    // The subset starts each route on a different combination, so `npm test` covers all four.
    const first = index % combinations.length;
    const rotated = [...combinations.slice(first), ...combinations.slice(0, first)];
    const checked = matrix === "full" ? rotated : matrix === "rest" ? rotated.slice(1) : rotated.slice(0, 1);
    test(`${route.name} as ${route.role}`, async ({ browser }) => {
      const demo = route.role === "visitor" && typeof route.path === "string" ? undefined : await demoIds(browser);
      // One page load per route: the theme and the width then change in place, as the system setting or a
      // window resize would, and every combination is checked on the same loaded screen.
      const context = await contextFor(browser, route.role, checked[0]!);
      const page = await context.newPage();
      const path = typeof route.path === "function" ? route.path(demo!) : route.path;
      await page.goto(path);
      if (route.arrive) await route.arrive(page, demo!);
      await expect(route.ready(page)).toBeVisible({ timeout: 20_000 });
      for (const combination of checked) {
        await page.emulateMedia({ colorScheme: combination.scheme, reducedMotion: "reduce" });
        await page.setViewportSize({ width: combination.width, height: combination.width < 768 ? 740 : 800 });
        await expect(route.ready(page)).toBeAttached();
        await settledColours(page);
        await expectNoViolations(page, `${path} (${route.role}, ${combination.scheme}, ${combination.width} px)`);
      }
      await context.close();
    });
  });
});
