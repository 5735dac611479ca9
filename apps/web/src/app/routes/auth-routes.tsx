import { paths } from "@classwise/shared";
import type { RouteObject } from "react-router";

/** Register, login, forgot and reset password (product §2), and the return point of Google sign-in. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.register,
    handle: { title: "Register" },
    lazy: () => import("../../features/auth/pages/register-page").then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: paths.login,
    handle: { title: "Log In" },
    lazy: () => import("../../features/auth/pages/login-page").then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: paths.forgotPassword,
    handle: { title: "Forgot password" },
    lazy: () =>
      import("../../features/auth/pages/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: paths.resetPassword,
    handle: { title: "Reset password" },
    lazy: () =>
      import("../../features/auth/pages/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: paths.authCallback,
    handle: { title: "Signing in" },
    lazy: () =>
      import("../../features/auth/pages/oauth-callback-page").then((m) => ({ Component: m.OAuthCallbackPage })),
  },
];
