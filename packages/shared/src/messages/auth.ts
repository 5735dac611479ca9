// Sign-up, sign-in and password reset texts.

export const registerMessages = {
  title: "Create your account",
  subtitle: "Join free and start learning from expert instructors.",
  submit: "Create Account",
  /** Under the form: the way to the other one. */
  otherPrompt: "Already have an account?",
  otherLink: "Log in",
  nameLabel: "Full Name",
  namePlaceholder: "Your full name",
  emailLabel: "Email Address",
  passwordLabel: "Password",
  passwordPlaceholder: "At least 8 characters",
  photoLabel: "Photo URL (optional)",
  emailInUse: "This email is already registered.",
  weakPassword: "Password is too weak. Please choose a stronger password.",
  invalidEmail: "Please enter a valid email address.",
  failed: "Registration failed. Please try again.",
  success: "Registration successful!",
  googleSuccess: "Google registration successful!",
  googleFailed: "Google registration failed. Please try again.",
} as const;

export const loginMessages = {
  forgotLink: "Forgot your password?",
  title: "Welcome back",
  subtitle: "Sign in to continue learning.",
  submit: "Sign In",
  /** Under the form: the way to the other one. */
  otherPrompt: "New to Classwise?",
  otherLink: "Create an account",
  emailLabel: "Email",
  passwordLabel: "Password",
  passwordPlaceholder: "Your password",
  signingIn: "Signing you in...",
  /** The identity service refused the page's address (its Origin is not PUBLIC_URL or a loopback alias). */
  originRefused: (origin: string) =>
    `Sign-in is not accepted from ${origin}: this server is set up for another address. Open the site at the address it printed when it started (its PUBLIC_URL), or ask the administrator to set PUBLIC_URL to ${origin}.`,
  userNotFound: "No account found with this email.",
  wrongPassword: "Incorrect password.",
  invalidEmail: "Invalid email address.",
  disabled: "This account has been suspended by an administrator. Contact the school if you think this is a mistake.",
  failed: "Login failed. Please try again.",
  success: "Login successful!",
  googleSuccess: "Google login successful!",
  googleFailed: "Google login failed. Please try again.",
  tooManyRequests: "Too many attempts. Please try again later.",
} as const;

/** The other ways into the sign-in and sign-up pages: the divider and the Google button. */
export const identityMessages = {
  or: "or",
  google: "Continue with Google",
  googleRedirecting: "Redirecting...",
  googleUnavailable: "Google sign-in is not set up on this server. Use your email and password instead.",
} as const;

export const forgotMessages = {
  /** Followed by the address, in bold, and a full stop. */
  sentLinkTo: "We sent a password reset link to",
  sendAnother: "Send Another Email",
  backToLogin: "Back to Login",
  resetSubmit: "Reset Password",
  resetLinkInvalid: "This reset link is invalid or has expired. Ask for a new one.",
  passwordUpdated: "Your password has been reset. Sign in with your new password.",
  title: "Forgot your password?",
  subtitle: "Enter your email and we will send you a link to reset it.",
  submit: "Send Reset Link",
  emailLabel: "Email Address",
  checkEmailTitle: "Check Your Email",
  linkLifetime: "The link works for one hour.",
  resetInvalidTitle: "Reset link not valid",
  sendNewLink: "Send a new link",
  chooseTitle: "Choose a new password",
  newPasswordLabel: "New Password",
  confirmPasswordLabel: "Confirm New Password",
  resetFailed: "Could not reset the password. Please try again.",
  success: "Password reset email sent successfully!",
  userNotFound: "No account found with this email address.",
  invalidEmail: "Please enter a valid email address.",
  tooManyRequests: "Too many attempts. Please try again later.",
  failed: "Failed to send reset email. Please try again.",
} as const;
