import { messages } from "@classwise/shared";
import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { paths } from "../../lib/paths";
import { RequireAuth } from "../guards/require-auth";
import { RequireAdmin, RequireTeacher } from "../guards/require-role";

/**
 * One entry per dashboard tab: `path` is relative to the dashboard root, `lazy` loads the tab's screen.
 * Only implemented screens are listed, in the spec's order (§2), so the first entry is the index redirect.
 */
export interface DashboardTab {
  path: string;
  label: string;
  lazy: () => Promise<{ Component: ComponentType }>;
}

const profileTab: DashboardTab = {
  path: "profile",
  label: messages.dashboard.tabs.profile,
  lazy: () => import("./profile-route").then((m) => ({ Component: m.ProfileRoute })),
};

/** product §2 Student dashboard: My Enrolled Classes, Payment History and My Certificates (issue 23), My Request, Profile. */
export const studentTabs: DashboardTab[] = [
  {
    path: "my-enroll-classes",
    label: messages.dashboard.tabs.myEnrolledClasses,
    lazy: () =>
      import("../../features/enrolments/components/my-enrolled-classes-tab").then((m) => ({
        Component: m.MyEnrolledClassesTab,
      })),
  },
  {
    path: "payment-history",
    label: messages.dashboard.tabs.paymentHistory,
    lazy: () =>
      import("../../features/payments/components/payment-history-tab").then((m) => ({
        Component: m.PaymentHistoryTab,
      })),
  },
  {
    path: "my-certificates",
    label: messages.dashboard.tabs.myCertificates,
    lazy: () =>
      import("../../features/certificates/components/my-certificates-tab").then((m) => ({
        Component: m.MyCertificatesTab,
      })),
  },
  {
    path: "my-request",
    label: messages.dashboard.tabs.myRequest,
    lazy: () =>
      import("../../features/teacher-applications/components/my-request-tab").then((m) => ({
        Component: m.MyRequestTab,
      })),
  },
  profileTab,
];

/** product §2 Teacher dashboard: Add Class, My Classes, Earnings and Coupons (issue 24), Profile. */
export const teacherTabs: DashboardTab[] = [
  {
    path: "add-class",
    label: messages.dashboard.tabs.addClass,
    lazy: () =>
      import("../../features/classes/components/teacher/add-class-tab").then((m) => ({ Component: m.AddClassTab })),
  },
  {
    path: "my-classes",
    label: messages.dashboard.tabs.myClasses,
    lazy: () =>
      import("../../features/classes/components/teacher/my-classes-tab").then((m) => ({ Component: m.MyClassesTab })),
  },
  {
    path: "earnings",
    label: messages.dashboard.tabs.earnings,
    lazy: () => import("../../features/earnings/components/earnings-tab").then((m) => ({ Component: m.EarningsTab })),
  },
  {
    path: "coupons",
    label: messages.dashboard.tabs.coupons,
    lazy: () =>
      import("../../features/coupons/components/coupons-tab").then((m) => ({ Component: m.TeacherCouponsTab })),
  },
  profileTab,
];

/** product §2 Admin dashboard: Teacher Request, Users, All Classes, Payments (issue 23), Coupons and Analytics (issue 24), Profile. */
export const adminTabs: DashboardTab[] = [
  {
    path: "teacher-request",
    label: messages.dashboard.tabs.teacherRequest,
    lazy: () =>
      import("../../features/teacher-applications/components/admin-applications-tab").then((m) => ({
        Component: m.AdminApplicationsTab,
      })),
  },
  {
    path: "users",
    label: messages.dashboard.tabs.users,
    lazy: () => import("../../features/users/components/users-tab").then((m) => ({ Component: m.UsersTab })),
  },
  {
    path: "admin-all-classes",
    label: messages.dashboard.tabs.allClasses,
    lazy: () =>
      import("../../features/classes/components/admin/admin-classes-tab").then((m) => ({
        Component: m.AdminClassesTab,
      })),
  },
  {
    path: "payments",
    label: messages.dashboard.tabs.payments,
    lazy: () =>
      import("../../features/payments/components/admin-payments-tab").then((m) => ({
        Component: m.AdminPaymentsTab,
      })),
  },
  {
    path: "coupons",
    label: messages.dashboard.tabs.coupons,
    lazy: () => import("../../features/coupons/components/coupons-tab").then((m) => ({ Component: m.AdminCouponsTab })),
  },
  {
    path: "analytics",
    label: messages.dashboard.tabs.analytics,
    lazy: () =>
      import("../../features/analytics/components/analytics-tab").then((m) => ({ Component: m.AnalyticsTab })),
  },
  profileTab,
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
}

function dashboardRoute({
  root,
  title,
  fallbackName,
  tabs,
  guard,
  extraRoutes = [],
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
            element: <DashboardLayout root={root} title={title} fallbackName={fallbackName} tabs={tabs} />,
          })),
        children: [
          ...(firstTab ? [{ index: true, element: <Navigate to={firstTab.path} replace /> }] : []),
          ...tabs.map(({ path, label, lazy }) => ({ path, lazy, handle: { title: `${label} · ${title}` } })),
          ...extraRoutes,
        ],
      },
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
    title: messages.dashboard.studentTitle,
    fallbackName: messages.dashboard.studentFallbackName,
    tabs: studentTabs,
    guard: <RequireAuth />,
    extraRoutes: [
      {
        path: "my-enroll-class/:id",
        handle: { title: `Class · ${messages.dashboard.studentTitle}` },
        lazy: () =>
          import("../../features/learning/components/student-class-page").then((m) => ({
            Component: m.StudentClassPage,
          })),
      },
    ],
  }),
  dashboardRoute({
    root: paths.teacher.root,
    title: messages.dashboard.teacherTitle,
    fallbackName: messages.dashboard.teacherFallbackName,
    tabs: teacherTabs,
    guard: <RequireTeacher />,
    extraRoutes: [
      {
        path: "my-classes/:id",
        handle: { title: `Class · ${messages.dashboard.teacherTitle}` },
        lazy: () =>
          import("../../features/learning/components/teacher-class-page").then((m) => ({
            Component: m.TeacherClassPage,
          })),
      },
      {
        path: "my-classes/:id/lessons",
        handle: { title: `Lessons · ${messages.dashboard.teacherTitle}` },
        lazy: () =>
          import("../../features/learning/components/lessons/pending-class-lessons-page").then((m) => ({
            Component: m.PendingClassLessonsPage,
          })),
      },
      {
        path: "my-classes/:id/assignments/:assignmentId",
        handle: { title: `Submissions · ${messages.dashboard.teacherTitle}` },
        lazy: () =>
          import("../../features/learning/components/submissions-page").then((m) => ({
            Component: m.SubmissionsPage,
          })),
      },
    ],
  }),
  dashboardRoute({
    root: paths.admin.root,
    title: messages.dashboard.adminTitle,
    fallbackName: messages.dashboard.adminFallbackName,
    tabs: adminTabs,
    guard: <RequireAdmin />,
  }),
];
