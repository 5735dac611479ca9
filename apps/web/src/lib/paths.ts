/** Every route of the web app (product §2 route table), defined once. */
export const paths = {
  home: "/",
  register: "/register",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
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
    /** One lesson, read on the class page. */
    lesson: (id: string, lessonId: string) =>
      `/student-dashboard/my-enroll-class/${encodeURIComponent(id)}?lesson=${encodeURIComponent(lessonId)}`,
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
    analytics: "/admin-dashboard/analytics",
    profile: "/admin-dashboard/profile",
  },
} as const;
