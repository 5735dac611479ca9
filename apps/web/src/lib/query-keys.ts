/**
 * Every TanStack Query key of the web app, one tree per API resource. Queries and mutations build their keys
 * here and invalidation names a branch of the tree (`queryKeys.classes.all`), so a cache refresh never depends
 * on two string literals in two files matching.
 */

export interface PageParams {
  page: number;
  limit: number;
}

const classesRoot = ["classes"] as const;
const usersRoot = ["users"] as const;
const enrolmentsRoot = ["enrolments"] as const;
const learningRoot = ["learning"] as const;
const applicationsRoot = ["teacher-applications"] as const;
const evaluationsRoot = ["teaching-evaluations"] as const;
const notificationsRoot = ["notifications"] as const;
const dataExportRoot = ["data-export"] as const;
const paymentsRoot = ["payments"] as const;
const certificatesRoot = ["certificates"] as const;
const auditRoot = ["audit-log"] as const;

export const queryKeys = {
  audit: {
    all: auditRoot,
    page: (params: Record<string, string | number | undefined>) => [...auditRoot, params] as const,
  },
  payments: {
    /** The history, the receipts and the admin list: a refund refreshes all of them. */
    all: paymentsRoot,
    history: (uid: string, params: PageParams) => [...paymentsRoot, "history", uid, params] as const,
    receipt: (id: string) => [...paymentsRoot, "receipt", id] as const,
    admin: (params: PageParams & { search?: string | undefined; status: string }) =>
      [...paymentsRoot, "admin", params] as const,
  },
  classes: {
    /** Every class query: the catalogue, details, the teacher's and the admin's lists, progress counts. */
    all: classesRoot,
    // The viewer is part of the key: `isEnrolled` differs from one signed-in user to the next.
    detail: (id: string, viewerUid: string | null) => [...classesRoot, "detail", id, viewerUid] as const,
    /** A catalogue page: its page, search, status, filters and sort. */
    catalogue: (params: PageParams & Record<string, string | number | undefined>) =>
      [...classesRoot, "list", params] as const,
    suggestions: (term: string) => [...classesRoot, "suggestions", term] as const,
    popular: [...classesRoot, "popular"] as const,
    teacherLists: [...classesRoot, "teacher"] as const,
    teacherList: (uid: string, params: PageParams) => [...classesRoot, "teacher", uid, params] as const,
    adminList: (params: PageParams) => [...classesRoot, "admin", params] as const,
    /** The admin's and the teacher's enrolment, assignment and submission counts of one class. */
    progressCounts: (classId: string) => [...classesRoot, "progress", classId] as const,
    /** The public outline of a class's lessons (class details page). */
    curriculum: (classId: string) => [...classesRoot, "curriculum", classId] as const,
    /** A CSV enrolment's progress and report. */
    enrolmentImport: (classId: string, importId: string) =>
      [...classesRoot, "enrolment-import", classId, importId] as const,
  },
  users: {
    /** Records and lists alike: a role change refreshes both. */
    all: usersRoot,
    record: (uid: string) => [...usersRoot, uid] as const,
    lists: [...usersRoot, "list"] as const,
    list: (params: PageParams & { search?: string | undefined }) => [...usersRoot, "list", params] as const,
  },
  enrolments: {
    /** The student's enrolled classes and their progress: Refresh reloads all of it. */
    all: enrolmentsRoot,
    list: (uid: string, params: PageParams) => [...enrolmentsRoot, "list", uid, params] as const,
    studentProgress: (uid: string, classId: string) => [...enrolmentsRoot, "progress", uid, classId] as const,
  },
  learning: {
    all: learningRoot,
    assignments: (classId: string) => [...learningRoot, "assignments", classId] as const,
    mySubmissions: (uid: string, classId: string) => [...learningRoot, "submissions", "student", uid, classId] as const,
    classSubmissions: (classId: string) => [...learningRoot, "submissions", "class", classId] as const,
    /** A class's lessons and the caller's ticks and progress; one lesson with its body. */
    lessons: (classId: string) => [...learningRoot, "lessons", classId] as const,
    lesson: (classId: string, lessonId: string) => [...learningRoot, "lessons", classId, lessonId] as const,
    /** A class's announcements (a page of them). */
    announcements: (classId: string, params?: PageParams) =>
      params
        ? ([...learningRoot, "announcements", classId, params] as const)
        : ([...learningRoot, "announcements", classId] as const),
    /** A lesson's discussion: its question pages and each question's replies. */
    discussion: (lessonId: string) => [...learningRoot, "discussion", lessonId] as const,
    replies: (lessonId: string, questionId: string) =>
      [...learningRoot, "discussion", lessonId, "replies", questionId] as const,
    /** A class's quizzes with the caller's standing, a quiz's attempts (open and graded), the bank, the results. */
    quizzes: (classId: string) => [...learningRoot, "quizzes", classId] as const,
    quizAttempts: (quizId: string) => [...learningRoot, "quiz-attempts", quizId] as const,
    questionBank: (classId: string) => [...learningRoot, "question-bank", classId] as const,
    quizReport: (quizId: string) => [...learningRoot, "quiz-report", quizId] as const,
    /** Every grading read: a grade refreshes the lists, the opened submission and the class counts. */
    grading: [...learningRoot, "grading"] as const,
    assignmentSubmissions: (assignmentId: string, params: PageParams & { status: string }) =>
      [...learningRoot, "grading", "assignment", assignmentId, params] as const,
    gradingSubmission: (submissionId: string) => [...learningRoot, "grading", "submission", submissionId] as const,
  },
  applications: {
    all: applicationsRoot,
    mine: (uid: string) => [...applicationsRoot, "mine", uid] as const,
    lists: [...applicationsRoot, "list"] as const,
    list: (params: PageParams) => [...applicationsRoot, "list", params] as const,
  },
  evaluations: {
    all: evaluationsRoot,
    home: [...evaluationsRoot, "home"] as const,
  },
  notifications: {
    /** The bell's count, the list and the settings: marking read refreshes all of it. */
    all: notificationsRoot,
    unreadCount: (uid: string) => [...notificationsRoot, "unread", uid] as const,
    /** The bell's list, page after page. */
    feed: (uid: string) => [...notificationsRoot, "feed", uid] as const,
    settings: (uid: string) => [...notificationsRoot, "settings", uid] as const,
  },
  certificates: {
    /** The student's list, a class's count and the public verification: a completion refreshes all of it. */
    all: certificatesRoot,
    mine: (uid: string) => [...certificatesRoot, "mine", uid] as const,
    verification: (number: string) => [...certificatesRoot, "verification", number] as const,
    classCount: (classId: string) => [...certificatesRoot, "class", classId] as const,
  },
  /** The caller's latest copy of their data (Profile's "Download your data"). */
  dataExport: {
    status: (uid: string) => [...dataExportRoot, "status", uid] as const,
  },
  earnings: {
    /** The teacher's balance, payouts and charts: connecting the account refreshes all of it. */
    all: ["earnings"] as const,
    balance: (uid: string) => ["earnings", "balance", uid] as const,
    report: (uid: string, params: { interval: string; classId?: string | undefined }) =>
      ["earnings", "report", uid, params] as const,
  },
  coupons: {
    all: ["coupons"] as const,
    list: (uid: string) => ["coupons", "list", uid] as const,
  },
  analytics: (interval: string) => ["analytics", interval] as const,
  /** The admin's payout schedule, its next run and last run. */
  payoutSchedule: ["payout-schedule"] as const,
  publicStatistics: ["public-statistics"] as const,
  publicConfig: ["public-config"] as const,
  /** The identity service's session (who is signed in). */
  session: ["session"] as const,
} as const;

/** Keys of mutations whose in-flight rows a list shows as busy (read back with useMutationState). */
export const mutationKeys = {
  reviewClass: [...classesRoot, "review"] as const,
  deleteClass: [...classesRoot, "delete"] as const,
  reviewApplication: [...applicationsRoot, "review"] as const,
  updateUserRole: [...usersRoot, "update-role"] as const,
  suspension: [...usersRoot, "suspension"] as const,
} as const;
