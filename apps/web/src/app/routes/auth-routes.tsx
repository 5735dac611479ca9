import type { RouteObject } from "react-router";

/** Register, login, forgot and reset password (spec §2), and the return point of Google sign-in. */
export const authRoutes: RouteObject[] = [
  {
    path: "register",
    lazy: () => import("../../features/auth/pages/register-page").then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: "login",
    lazy: () => import("../../features/auth/pages/login-page").then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: "forgot-password",
    lazy: () =>
      import("../../features/auth/pages/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: "reset-password",
    lazy: () =>
      import("../../features/auth/pages/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: "auth/callback",
    lazy: () =>
      import("../../features/auth/pages/oauth-callback-page").then((m) => ({ Component: m.OAuthCallbackPage })),
  },
];
