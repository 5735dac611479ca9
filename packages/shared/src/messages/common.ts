// Texts shared across the product: navigation, home page, form validation, route guards, the dashboard shell and API errors.

import { formatCount } from "../format.js";

export const navMessages = {
  loggedOut: "Logged out successfully!",
  logoutFailed: "Logout failed. Please try again.",
  roleUnknown: "Unable to determine user role",
  dashboardFailed: "Failed to access dashboard. Please try again.",
  welcomeAdmin: "Welcome to Admin Dashboard!",
  welcomeTeacher: "Welcome to Teacher Dashboard!",
  welcomeStudent: "Welcome to Student Dashboard!",
  fallbackName: "User",
} as const;

const COURSES_COUNT = "15,000+ Courses";

export const homeMessages = {
  popularFallback: "Popular endpoint failed, trying fallback:",
  fetchClassesFailed: "Failed to fetch classes",
  loadPopularFailed: "Failed to load popular classes",
  fetchFeedbackFailed: "Failed to fetch feedback",
  loadFeedbackFailed: "Failed to load feedback",
  loadStatisticsFailed: "Failed to load statistics",
  noClasses: "No classes available at the moment. Check back soon for exciting courses!",
  noFeedback: "No feedback available yet. Student reviews will appear here once they start sharing their experiences.",
  loadingPopular: "Loading popular classes...",
  loadingFeedback: "Loading feedback...",
  loadingStatistics: "Loading statistics...",
  anonymousStudent: "Anonymous Student",
  defaultCourseName: "Online Course",
  verifiedStudent: "Verified Student",
  teachNote: "Free to apply • No teaching experience required • Full support provided",
  heroTitles: ["Master New Skills Today", "Learn from Expert Instructors", "Interactive Online Classes"],
  partnersTitle: "Trusted Partners",
  popularTitle: "Most Popular Classes",
  feedbackTitle: "What Our Students Say",
  statisticsTitle: "Platform Statistics",
  totalUsers: "Total Users",
  totalClasses: "Total Classes",
  totalEnrollments: "Total Enrollments",
  teachTitle: "Inspire the Next Generation",
  applyToTeach: "Apply to Teach",
  howItWorksSteps: ["Join the Community", "Explore Courses", "Learn & Practice", "Earn Recognition"],
  browseAllClasses: "Browse All Classes",
  coursesCount: COURSES_COUNT,
  popularEyebrow: "Top picks",
  feedbackEyebrow: "Testimonials",
  statisticsEyebrow: "Growing every day",
  faqEyebrow: "FAQ",
  faqTitle: "Frequently Asked Questions",
  howItWorksEyebrow: "Simple and flexible",
  howItWorksTitle: "How It Works",
  /** Read before each step's title by screen readers. */
  step: (number: number) => `Step ${number}: `,
  heroLabel: "Featured",
  exploreCourses: "Explore Courses",
  teachEyebrow: "Teach on Classwise",
  teachText: "Turn what you know into classes students love. We handle payments, enrolment and hosting; you teach.",
  /** Section 1: each slide's text and its picture's description, in the order of heroTitles. */
  heroSlides: [
    {
      text: "Pick from thousands of practical classes in development, design, data and marketing. Learn at your own pace with lifetime access to everything you enrol in.",
      artAlt: "A laptop playing a lesson, surrounded by code, chart and colour badges",
    },
    {
      text: "Every class is taught by a practitioner and reviewed by our team before it goes live, so you learn what the industry actually uses.",
      artAlt: "An instructor pointing at a growth chart on a whiteboard",
    },
    {
      text: "Hand in assignments, get feedback from your teacher and earn a certificate on completion. Support is there for you 24/7.",
      artAlt: "A video class with four participants and chat messages",
    },
  ],
  /** Section 2: the six partner cards. */
  partners: [
    { name: "Northwind Labs", blurb: "Engineering mentorship" },
    { name: "Lumen University", blurb: "Accredited curricula" },
    { name: "Brightpath", blurb: "Career coaching" },
    { name: "Quantum Institute", blurb: "Data science tracks" },
    { name: "Atlas Design", blurb: "Design systems studio" },
    { name: "Cobalt Data", blurb: "Cloud & analytics" },
  ],
  /** Section 6: the six benefit cards of the Teach call-to-action. */
  teachBenefits: [
    { title: "Reach Students Worldwide", text: "Share your expertise with learners from every time zone." },
    { title: "Teach on Your Schedule", text: "Create classes and assignments whenever it suits you." },
    { title: "Earn From Every Enrolment", text: "Students pay once per class; you keep teaching." },
    { title: "Simple Teaching Tools", text: "Assignments, submissions and progress in one dashboard." },
    { title: "24/7 Instructor Support", text: "Our team helps you from application to first class." },
    { title: "A Community of Educators", text: "Learn from fellow teachers and grow together." },
  ],
  /** Section 7: each step's text, in the order of howItWorksSteps. */
  howItWorksTexts: [
    "Create a free account in under a minute with email or Google.",
    `Browse ${COURSES_COUNT.toLowerCase()} and find the one for you.`,
    "Watch, read, and hand in assignments your teacher reviews.",
    "Finish the class and earn a certificate on completion.",
  ],
  /** Section 8: eight questions, with the marketing facts of the product. */
  faqs: [
    {
      question: "How do I enrol in a class?",
      answer:
        "Sign in, open any class from Explore All Classes and choose Pay & Enroll. It is a one-time payment by card, and the class appears in your dashboard right away.",
    },
    {
      question: "How long do I keep access to a class?",
      answer: "For life. Once enrolled you have lifetime access to the class, its assignments and any updates.",
    },
    {
      question: "Can I get a refund?",
      answer:
        "Yes. Within 30 days of paying, refund a class yourself from Payment History, no questions asked: the money goes back to your card. The guarantee applies once per class.",
    },
    {
      question: "Do I get a certificate?",
      answer:
        "Yes. You earn a certificate when you have completed every lesson and handed in every assignment of the class (an assignment that had already closed when you enrolled does not count). Download it as a PDF from My Certificates in your dashboard; anyone can check it at the address printed on it.",
    },
    {
      question: "How many courses are there?",
      answer: `Over ${COURSES_COUNT.replace(" Courses", "")} courses across development, design, data science, marketing and more, with new classes approved every week.`,
    },
    {
      question: "What if I need help?",
      answer: "Our support team is available 24/7 by email and chat, for students and teachers alike.",
    },
    {
      question: "How do I become a teacher?",
      answer:
        "Choose Apply to Teach, tell us what you would like to teach and your experience level. Applications are reviewed within 2-3 business days.",
    },
    {
      question: "Are classes reviewed before they are published?",
      answer:
        "Yes. Every new class is checked by an admin and only appears in the catalogue once it has been approved.",
    },
  ],
} as const;

export const validationMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  confirmPasswordRequired: "Please confirm your new password",
  passwordsDiffer: "Passwords do not match",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 100 characters",
  priceBelowCardMinimum: "A paid class must cost at least $0.50, the card payment minimum. Enter 0 for a free class.",
  nameTooShort: "Name must be at least 2 characters",
  courseTitleRequired: "Course title is required",
  courseTitleTooShort: "Course title must be at least 10 characters",
  experienceRequired: "Please select your experience level",
  categoryRequired: "Please select a category",
  emailReadOnly: "Email cannot be changed",
  classTitleRequired: "Class title is required",
  titleRequired: "Title is required",
  priceRequired: "Price is required",
  priceInvalid: "Price must be a number of at least 0 with at most two decimals",
  descriptionRequired: "Description is required",
  classImageRequired: "Class image is required",
  classImageKeepOrUpload: "Please upload a class image or keep the current one",
  imageType: "Please select a valid image file (JPEG, PNG, GIF, or WebP)",
  imageSize: "Image size should be less than 5MB",
  fullNameRequired: "Full Name is required",
  submissionRequired: "Submission text is required",
  ratingRequired: "Please provide a rating",
  descriptionTooShort: "Description must be at least 10 characters",
  assignmentTitleRequired: "Assignment title is required",
  assignmentDeadlineRequired: "Assignment deadline is required",
  assignmentDescriptionRequired: "Assignment description is required",
  assignmentDeadlineInvalid: "Assignment deadline must be a valid date and time",
  assignmentDeadlinePast: "Assignment deadline must be in the future",
  submissionTooLong: "Submission text must be at most 10000 characters",
  evaluationDescriptionTooLong: "Description must be at most 2000 characters",
} as const;

export const uiMessages = {
  loading: "Loading",
  skipToContent: "Skip to content",
  pagination: "Pagination",
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
  mainNavigation: "Main",
  socialNetworks: "Social networks",
  accountMenu: "Account menu",
  account: "Account",
  pageNotFound: "Page not found",
  pageNotFoundText: "The page you are looking for does not exist or has been moved.",
  somethingWrong: "Something went wrong",
  somethingWrongLoading: "Something went wrong while loading this page.",
  closeDialog: "Close dialog",
  logIn: "Log In",
  register: "Register",
  dashboard: "Dashboard",
  logout: "Logout",
  goBack: "Go Back",
  backToHome: "Back to Home",
  tryAgain: "Try Again",
  previous: "Previous",
  next: "Next",
  search: "Search",
  copyright: (year: number) => `© ${year} Classwise. All rights reserved.`,
} as const;

export const guardsMessages = {
  authenticating: "Authenticating...",
  verifying: "Verifying permissions...",
  teacherTitle: "Access Restricted",
  teacherText: "This page link is only for teacher. Contact an admin if you think this is wrong.",
  adminTitle: "Admin Access Required",
  adminText: "This page link is only for admins. You don't have permission to view this area.",
  errorTitle: "Permission Error",
  errorText: "Unable to verify your permissions. Please try again or contact support.",
  goBack: uiMessages.goBack,
  goHome: "Go to Home",
  tryAgain: uiMessages.tryAgain,
} as const;

export const dashboardMessages = {
  backToHome: uiMessages.backToHome,
  logout: uiMessages.logout,
  studentTitle: "Student Dashboard",
  teacherTitle: "Teacher Dashboard",
  adminTitle: "Admin Dashboard",
  greeting: (name: string) => `Welcome back, ${name}!`,
  studentFallbackName: "Student",
  teacherFallbackName: "Teacher",
  adminFallbackName: "Admin",
  menu: "Dashboard menu",
  tabs: {
    myEnrolledClasses: "My Enrolled Classes",
    myRequest: "My Request",
    paymentHistory: "Payment History",
    myCertificates: "My Certificates",
    profile: "Profile",
    addClass: "Add Class",
    myClasses: "My Classes",
    teacherRequest: "Teacher Request",
    users: "Users",
    allClasses: "All Classes",
    payments: "Payments",
    earnings: "Earnings",
    coupons: "Coupons",
    payouts: "Payouts",
    analytics: "Analytics",
    auditLog: "Audit Log",
  },
  memberSince: "Member Since",
  role: "Role",
  profileLoadFailed: "Unable to load your profile. Please try again.",
} as const;

export const apiMessages = {
  notFound: "Resource not found",
  routeNotFound: "Route not found",
  unauthorized: "Authentication required",
  tokenInvalid: "Your session has expired. Please sign in again.",
  forbidden: "You do not have permission to do this",
  invalidInput: "Invalid input",
  tooLarge: "Request body is too large",
  rateLimited: "Too many attempts. Please try again later.",
  internal: "Something went wrong. Please try again.",
  unsupportedMediaType: "Unsupported content type",
  pageTooDeep: (rows: number) =>
    `Only the first ${formatCount(rows)} results can be paged through. Search to narrow the list.`,
  notificationsTooDeep: (rows: number) => `Only your newest ${formatCount(rows)} notifications can be paged through.`,
  submissionsTooDeep: (rows: number) =>
    `Only the first ${formatCount(rows)} submissions can be paged through. Show the ungraded or graded ones to narrow the list.`,
  classSubmissionsTooDeep: (rows: number) =>
    `Only the newest ${formatCount(rows)} submissions can be paged through. Open an assignment to see all of its submissions.`,
  searchTooDeep: (rows: number) =>
    `A search shows its first ${formatCount(rows)} matches. Add words to narrow it down.`,
  searchNeedsLetters: "Search for at least one letter or digit.",
  priceFilterInvalid: "Price filters are whole dollars from 0 to 100,000, the lowest no higher than the highest.",
  nulCharacter: "Invalid input: text must not contain NUL characters",
  unavailable: "The service is temporarily unavailable. Please try again in a moment.",
} as const;

/** Texts of the app's own controls (dialogs, pagers) that belong to no one screen. */
