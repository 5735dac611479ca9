import { dashboardMessages, routePattern } from "@classwise/shared";
import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { paths } from "../../lib/paths";
import { RequireAuth } from "../guards/require-auth";
import { RequireAdmin, RequireTeacher } from "../guards/require-role";

/**
 * One entry per dashboard tab: `path` is its absolute path (from `paths`), `lazy` loads the tab's screen.
 * Only implemented screens are listed, in the spec's order (§2), so the first entry is the index redirect.
 */
export interface DashboardTab {
  path: string;
  label: string;
  lazy: () => Promise<{ Component: ComponentType }>;
}

const profileTab = (path: string): DashboardTab => ({
  path,
  label: dashboardMessages.tabs.profile,
  lazy: () => import("./profile-route").then((m) => ({ Component: m.ProfileRoute })),
});

/** product §2 Student dashboard: My Enrolled Classes, Payment History and My Certificates (issue 23), My Request, Profile. */
export const studentTabs: DashboardTab[] = [
  {
    path: paths.student.enrolled,
    label: dashboardMessages.tabs.myEnrolledClasses,
    lazy: () =>
      import("../../features/enrolments/components/my-enrolled-classes-tab").then((m) => ({
        Component: m.MyEnrolledClassesTab,
      })),
  },
  {
    path: paths.student.paymentHistory,
    label: dashboardMessages.tabs.paymentHistory,
    lazy: () =>
      import("../../features/payments/components/payment-history-tab").then((m) => ({
        Component: m.PaymentHistoryTab,
      })),
  },
  {
    path: paths.student.certificates,
    label: dashboardMessages.tabs.myCertificates,
    lazy: () =>
      import("../../features/certificates/components/my-certificates-tab").then((m) => ({
        Component: m.MyCertificatesTab,
      })),
  },
  {
    path: paths.student.request,
    label: dashboardMessages.tabs.myRequest,
    lazy: () =>
      import("../../features/teacher-applications/components/my-request-tab").then((m) => ({
        Component: m.MyRequestTab,
      })),
  },
  profileTab(paths.student.profile),
];

/** product §2 Teacher dashboard: Add Class, My Classes, Earnings and Coupons (issue 24), Profile. */
export const teacherTabs: DashboardTab[] = [
  {
    path: paths.teacher.addClass,
    label: dashboardMessages.tabs.addClass,
    lazy: () =>
      import("../../features/classes/components/teacher/add-class-tab").then((m) => ({ Component: m.AddClassTab })),
  },
  {
    path: paths.teacher.myClasses,
    label: dashboardMessages.tabs.myClasses,
    lazy: () =>
      import("../../features/classes/components/teacher/my-classes-tab").then((m) => ({ Component: m.MyClassesTab })),
  },
  {
    path: paths.teacher.earnings,
    label: dashboardMessages.tabs.earnings,
    lazy: () => import("../../features/earnings/components/earnings-tab").then((m) => ({ Component: m.EarningsTab })),
  },
  {
    path: paths.teacher.coupons,
    label: dashboardMessages.tabs.coupons,
    lazy: () =>
      import("../../features/coupons/components/coupons-tab").then((m) => ({ Component: m.TeacherCouponsTab })),
  },
  profileTab(paths.teacher.profile),
];

/**
 * product §2 Admin dashboard: Teacher Request, Users, All Classes, Payments (issue 23), Coupons, Payouts and Analytics
 * (issue 24), Audit Log (issue 27), Profile.
 */
export const adminTabs: DashboardTab[] = [
  {
    path: paths.admin.teacherRequests,
    label: dashboardMessages.tabs.teacherRequest,
    lazy: () =>
      import("../../features/teacher-applications/components/admin-applications-tab").then((m) => ({
        Component: m.AdminApplicationsTab,
      })),
  },
  {
    path: paths.admin.users,
    label: dashboardMessages.tabs.users,
    lazy: () => import("../../features/users/components/users-tab").then((m) => ({ Component: m.UsersTab })),
  },
  {
    path: paths.admin.classes,
    label: dashboardMessages.tabs.allClasses,
    lazy: () =>
      import("../../features/classes/components/admin/admin-classes-tab").then((m) => ({
        Component: m.AdminClassesTab,
      })),
  },
  {
    path: paths.admin.payments,
    label: dashboardMessages.tabs.payments,
    lazy: () =>
      import("../../features/payments/components/admin-payments-tab").then((m) => ({
        Component: m.AdminPaymentsTab,
      })),
  },
  {
    path: paths.admin.coupons,
    label: dashboardMessages.tabs.coupons,
    lazy: () => import("../../features/coupons/components/coupons-tab").then((m) => ({ Component: m.AdminCouponsTab })),
  },
  {
    path: paths.admin.payouts,
    label: dashboardMessages.tabs.payouts,
    lazy: () => import("../../features/payouts/components/payouts-tab").then((m) => ({ Component: m.PayoutsTab })),
  },
  {
    path: paths.admin.analytics,
    label: dashboardMessages.tabs.analytics,
    lazy: () =>
      import("../../features/analytics/components/analytics-tab").then((m) => ({ Component: m.AnalyticsTab })),
  },
  {
    path: paths.admin.auditLog,
    label: dashboardMessages.tabs.auditLog,
    lazy: () => import("../../features/audit/components/audit-log-tab").then((m) => ({ Component: m.AuditLogTab })),
  },
  profileTab(paths.admin.profile),
];

interface DashboardDefinition {
  root: string;
  title: string;
  fallbackName: string;
  tabs: DashboardTab[];
  /** Login guard, or login plus role guard (product §2 route table). */
  guard: RouteObject["element"];
  /** Routed screens of the dashboard that are not tabs (e.g. a class page). */
  extraRoutes?: RouteObject[];
  /** Screens behind the same guard with a layout of their own instead of the dashboard's (the lesson player). */
  ownLayoutRoutes?: RouteObject[];
}

function dashboardRoute({
  root,
  title,
  fallbackName,
  tabs,
  guard,
  extraRoutes = [],
  ownLayoutRoutes = [],
}: DashboardDefinition): RouteObject {
  const [firstTab] = tabs;
  return {
    path: root,
    handle: { title },
    element: guard,
    children: [
      {
        lazy: () =>
          import("../layouts/dashboard-layout").then(({ DashboardLayout }) => ({
            element: <DashboardLayout title={title} fallbackName={fallbackName} tabs={tabs} />,
          })),
        children: [
          ...(firstTab ? [{ index: true, element: <Navigate to={firstTab.path} replace /> }] : []),
          ...tabs.map(({ path, label, lazy }) => ({ path, lazy, handle: { title: `${label} · ${title}` } })),
          ...extraRoutes,
        ],
      },
      ...ownLayoutRoutes,
    ],
  };
}

/** Teach page and the three dashboards (product §2 route table). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.teach,
    handle: { title: "Teach on Classwise" },
    lazy: () => import("./teach-route").then((m) => ({ Component: m.TeachRoute })),
  },
  dashboardRoute({
    root: paths.student.root,
    title: dashboardMessages.studentTitle,
    fallbackName: dashboardMessages.studentFallbackName,
    tabs: studentTabs,
    guard: <RequireAuth />,
    extraRoutes: [
      {
        path: routePattern(paths.student.enrolledClass, "id"),
        handle: { title: `Class · ${dashboardMessages.studentTitle}` },
        lazy: () =>
          import("../class-pages/student-class-page").then((m) => ({
            Component: m.StudentClassPage,
          })),
      },
    ],
    // The lesson player gives learning the whole width (docs/decisions/0042-lesson-player.md).
    ownLayoutRoutes: [
      { path: routePattern(paths.student.lesson, "id", "lessonId"), title: "Lesson" },
      { path: routePattern(paths.student.quiz, "id", "quizId"), title: "Quiz" },
    ].map(({ path, title }) => ({
      path,
      handle: { title: `${title} · ${dashboardMessages.studentTitle}` },
      lazy: () =>
        import("../class-pages/player/lesson-player-page").then((m) => ({
          Component: m.LessonPlayerPage,
        })),
    })),
  }),
  dashboardRoute({
    root: paths.teacher.root,
    title: dashboardMessages.teacherTitle,
    fallbackName: dashboardMessages.teacherFallbackName,
    tabs: teacherTabs,
    guard: <RequireTeacher />,
    extraRoutes: [
      {
        path: routePattern(paths.teacher.classDetails, "id"),
        handle: { title: `Class · ${dashboardMessages.teacherTitle}` },
        lazy: () =>
          import("../class-pages/teacher-class-page").then((m) => ({
            Component: m.TeacherClassPage,
          })),
      },
      {
        path: routePattern(paths.teacher.classLessons, "id"),
        handle: { title: `Lessons · ${dashboardMessages.teacherTitle}` },
        lazy: () =>
          import("../class-pages/pending-class-lessons-page").then((m) => ({
            Component: m.PendingClassLessonsPage,
          })),
      },
      {
        path: routePattern(paths.teacher.assignmentSubmissions, "id", "assignmentId"),
        handle: { title: `Submissions · ${dashboardMessages.teacherTitle}` },
        lazy: () =>
          import("../class-pages/submissions-page").then((m) => ({
            Component: m.SubmissionsPage,
          })),
      },
    ],
  }),
  dashboardRoute({
    root: paths.admin.root,
    title: dashboardMessages.adminTitle,
    fallbackName: dashboardMessages.adminFallbackName,
    tabs: adminTabs,
    guard: <RequireAdmin />,
  }),
];
