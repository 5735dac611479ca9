import type { RouteObject } from "react-router";

/** Register, login, forgot and reset password (product §2), and the return point of Google sign-in. */
export const authRoutes: RouteObject[] = [
  {
    path: "register",
    handle: { title: "Register" },
    lazy: () => import("../../features/auth/pages/register-page").then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: "login",
    handle: { title: "Log In" },
    lazy: () => import("../../features/auth/pages/login-page").then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: "forgot-password",
    handle: { title: "Forgot password" },
    lazy: () =>
      import("../../features/auth/pages/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: "reset-password",
    handle: { title: "Reset password" },
    lazy: () =>
      import("../../features/auth/pages/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: "auth/callback",
    handle: { title: "Signing in" },
    lazy: () =>
      import("../../features/auth/pages/oauth-callback-page").then((m) => ({ Component: m.OAuthCallbackPage })),
  },
];
