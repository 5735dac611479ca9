import type { TeacherApplication } from "@classwise/shared";
import type { RouteObject } from "react-router";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import { makeAuth, renderRoutes as renderAppRoutes } from "../support";

export { type ApiCall, deferred, json, stubApi, stubViewport } from "../support";

let sequence = 0;
export function makeApplication(overrides: Partial<TeacherApplication> = {}): TeacherApplication {
  sequence += 1;
  return {
    _id: `application-${sequence}`,
    uid: `applicant-${sequence}`,
    name: `Applicant ${sequence}`,
    email: `applicant${sequence}@example.test`,
    photoURL: "",
    title: `Course number ${sequence} for everyone`,
    experience: "mid-level",
    category: "ui-ux-design",
    status: "pending",
    appliedAt: "2025-03-14T10:00:00.000Z",
    ...overrides,
  };
}

export const me = { uid: "me-1", email: "me@example.test", displayName: "Mia Example", photoURL: null };

export function signedInAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return makeAuth({ user: me, token: "token-1", ...overrides });
}

/** Renders routes with a teacher dashboard and a login page to land on. */
export function renderRoutes(routes: RouteObject[], path: string) {
  return renderAppRoutes(
    [
      { path: "/teacher-dashboard", element: <p>teacher dashboard</p> },
      { path: "/login", element: <p>login page</p> },
      ...routes,
    ],
    path,
  );
}
