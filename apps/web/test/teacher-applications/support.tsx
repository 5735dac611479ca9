import type { TeacherApplication } from "@classwise/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { ToastContainer } from "react-toastify";
import { vi } from "vitest";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Answers the app's fetch calls from a handler and records them (paths without /api). */
export function stubApi(handler: (call: ApiCall) => Response | Promise<Response>) {
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

/** A promise the test settles by hand, to look at the screen while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

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
  return {
    user: me,
    token: "token-1",
    loading: false,
    refresh: vi.fn(async () => {}),
    requestToken: vi.fn(async () => null),
    logout: vi.fn(async () => {}),
    setLoading: vi.fn(),
    ...overrides,
  };
}

/** Renders routes in a memory router with a query client and the toast container. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: "/teacher-dashboard", element: <p>teacher dashboard</p> },
      { path: "/login", element: <p>login page</p> },
      ...routes,
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { router, client };
}

/** jsdom has no matchMedia: answer min-width queries for a given viewport width. */
export function setViewportWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}
