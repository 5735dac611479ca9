import type { User } from "@classwise/shared";
import type { RouteObject } from "react-router";
import type { AuthUser } from "../../src/lib/auth/auth-context";
import { renderRoutes as renderAppRoutes } from "../support";

export { type ApiCall, createTestQueryClient, json, makeAuth, Providers, stubApi } from "../support";

let sequence = 0;
export function makeUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  const uid = overrides.uid ?? `uid-${sequence}`;
  return {
    _id: uid,
    uid,
    name: `Person ${sequence}`,
    email: `person${sequence}@example.test`,
    photoURL: "",
    role: "student",
    createdAt: "2025-03-14T10:00:00.000Z",
    suspended: false,
    ...overrides,
  };
}

export function authUserFor(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.name, photoURL: user.photoURL || null };
}

/** Renders route objects at a path inside a memory router, with a home and a login page to land on. */
export function renderRoutes(routes: RouteObject[], entries: string[]) {
  return renderAppRoutes(
    [
      { path: "/", element: <p>home page</p> },
      { path: "/login", element: <p>login page</p> },
      { path: "/previous", element: <p>previous page</p> },
      ...routes,
    ],
    entries,
  );
}
