/**
 * Every page of the web app (product §2 route table, the password and sign-in return points, certificates and
 * receipts), written once: the web app's links and route table, the API's notification and mail links, and
 * the server's list of app routes all read it.
 */
export const paths = {
  home: "/",
  register: "/register",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  /** Where Google sign-in returns. */
  authCallback: "/auth/callback",
  teach: "/teach",
  allClasses: "/all-classes",
  classDetails: (id: string) => `/all-classes/${encodeURIComponent(id)}`,
  payment: (id: string) => `/payment/${encodeURIComponent(id)}`,
  /** The public verification page of a certificate (the address its QR code holds). */
  certificate: (number: string) => `/certificates/${encodeURIComponent(number)}`,
  student: {
    root: "/student-dashboard",
    enrolled: "/student-dashboard/my-enroll-classes",
    enrolledClass: (id: string) => `/student-dashboard/my-enroll-class/${encodeURIComponent(id)}`,
    /** One lesson in the lesson player, with its discussion under it (docs/decisions/0042). */
    lesson: (id: string, lessonId: string) =>
      `/student-dashboard/my-enroll-class/${encodeURIComponent(id)}/lessons/${encodeURIComponent(lessonId)}`,
    /** One quiz in the lesson player. */
    quiz: (id: string, quizId: string) =>
      `/student-dashboard/my-enroll-class/${encodeURIComponent(id)}/quizzes/${encodeURIComponent(quizId)}`,
    profile: "/student-dashboard/profile",
    request: "/student-dashboard/my-request",
    paymentHistory: "/student-dashboard/payment-history",
    certificates: "/student-dashboard/my-certificates",
  },
  /** A payment's printable receipt (its buyer or an admin). */
  receipt: (id: string) => `/receipts/${encodeURIComponent(id)}`,
  teacher: {
    root: "/teacher-dashboard",
    addClass: "/teacher-dashboard/add-class",
    myClasses: "/teacher-dashboard/my-classes",
    classDetails: (id: string) => `/teacher-dashboard/my-classes/${encodeURIComponent(id)}`,
    /** One lesson's discussion, answered on the teacher's class page. */
    lesson: (id: string, lessonId: string) =>
      `/teacher-dashboard/my-classes/${encodeURIComponent(id)}?lesson=${encodeURIComponent(lessonId)}`,
    /** The lessons of a class not yet approved, prepared during review (docs/decisions/0024). */
    classLessons: (id: string) => `/teacher-dashboard/my-classes/${encodeURIComponent(id)}/lessons`,
    /** The Submissions view of one assignment (docs/decisions/0020-grading.md). */
    assignmentSubmissions: (classId: string, assignmentId: string) =>
      `/teacher-dashboard/my-classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`,
    earnings: "/teacher-dashboard/earnings",
    coupons: "/teacher-dashboard/coupons",
    profile: "/teacher-dashboard/profile",
  },
  admin: {
    root: "/admin-dashboard",
    teacherRequests: "/admin-dashboard/teacher-request",
    users: "/admin-dashboard/users",
    classes: "/admin-dashboard/admin-all-classes",
    payments: "/admin-dashboard/payments",
    coupons: "/admin-dashboard/coupons",
    payouts: "/admin-dashboard/payouts",
    analytics: "/admin-dashboard/analytics",
    auditLog: "/admin-dashboard/audit-log",
    profile: "/admin-dashboard/profile",
  },
} as const;

/** A page's route pattern from its builder: `:name` for each parameter (`/all-classes/:id`). */
export function routePattern(build: (...values: string[]) => string, ...names: string[]): string {
  return decodeURIComponent(build(...names.map((name) => `:${name}`)));
}

/**
 * Every path the web app answers. The server answers these with the app and status 200; any other page path
 * still gets the app, which shows its not-found page, but with status 404. `:name` stands for one path segment.
 */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  paths.home,
  paths.register,
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
  paths.authCallback,
  paths.teach,
  paths.allClasses,
  routePattern(paths.classDetails, "id"),
  routePattern(paths.payment, "id"),
  routePattern(paths.certificate, "number"),
  routePattern(paths.receipt, "id"),
  ...Object.values(paths.student).flatMap((path) => (typeof path === "string" ? [path] : [])),
  routePattern(paths.student.enrolledClass, "id"),
  routePattern(paths.student.lesson, "id", "lessonId"),
  routePattern(paths.student.quiz, "id", "quizId"),
  ...Object.values(paths.teacher).flatMap((path) => (typeof path === "string" ? [path] : [])),
  routePattern(paths.teacher.classDetails, "id"),
  routePattern(paths.teacher.classLessons, "id"),
  routePattern(paths.teacher.assignmentSubmissions, "id", "assignmentId"),
  ...Object.values(paths.admin),
];

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return undefined;
  }
  return params;
}

/** The parameters of a URL path (without query string) on a route pattern, or undefined when it does not match. */
export function routeParams(pattern: string, pathname: string): Record<string, string> | undefined {
  try {
    return matchSegments(segmentsOf(pattern), segmentsOf(pathname));
  } catch {
    return undefined; // a malformed escape in the path
  }
}

const patterns = APP_ROUTE_PATTERNS.map(segmentsOf);

/** Whether a URL path (without query string; a trailing slash is ignored) is one of the app's routes. */
export function isAppRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(":") || part === segments[index]),
  );
}
