import type { User } from "@classwise/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { ToastContainer } from "react-toastify";
import { vi } from "vitest";
import type { AuthContextValue, AuthUser } from "../../src/lib/auth/auth-context";

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Answers the app's fetch calls from a handler and records them (path without /api). */
export function stubApi(handler: ApiHandler) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call: ApiCall = {
        method: init?.method ?? "GET",
        path: url.pathname.replace(/^\/api/, ""),
        query: url.searchParams,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

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
    ...overrides,
  };
}

export function authUserFor(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.name, photoURL: user.photoURL || null };
}

export function makeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    token: null,
    loading: false,
    refresh: vi.fn(async () => {}),
    requestToken: vi.fn(async () => null),
    logout: vi.fn(async () => {}),
    setLoading: vi.fn(),
    ...overrides,
  };
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastContainer />
    </QueryClientProvider>
  );
}

/** Renders route objects at a path inside a memory router, with a home and a login page to land on. */
export function renderRoutes(routes: RouteObject[], entries: string[]) {
  const client = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home page</p> },
      { path: "/login", element: <p>login page</p> },
      { path: "/previous", element: <p>previous page</p> },
      ...routes,
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, client };
}
