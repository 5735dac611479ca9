/**
 * Every path the web app answers (product §2 route table, plus the password reset and Google sign-in return
 * points, and the certificates' pages). The server answers these with the app and status 200; any other page path still gets the app,
 * which shows its not-found page, but with status 404. `:name` stands for one path segment.
 */
export const APP_ROUTE_PATTERNS = [
  "/",
  "/register",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/auth/callback",
  "/teach",
  "/all-classes",
  "/all-classes/:id",
  "/payment/:id",
  "/certificates/:number",
  "/student-dashboard",
  "/student-dashboard/my-enroll-classes",
  "/student-dashboard/my-enroll-class/:id",
  "/student-dashboard/my-request",
  "/student-dashboard/payment-history",
  "/student-dashboard/my-certificates",
  "/student-dashboard/profile",
  "/teacher-dashboard",
  "/teacher-dashboard/add-class",
  "/teacher-dashboard/my-classes",
  "/teacher-dashboard/my-classes/:id",
  "/teacher-dashboard/my-classes/:id/lessons",
  "/teacher-dashboard/my-classes/:id/assignments/:assignmentId",
  "/teacher-dashboard/earnings",
  "/teacher-dashboard/coupons",
  "/teacher-dashboard/profile",
  "/admin-dashboard",
  "/admin-dashboard/teacher-request",
  "/admin-dashboard/users",
  "/admin-dashboard/admin-all-classes",
  "/admin-dashboard/payments",
  "/admin-dashboard/coupons",
  "/admin-dashboard/analytics",
  "/receipts/:id",
  "/admin-dashboard/profile",
] as const;

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
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
