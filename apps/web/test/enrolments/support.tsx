import type { EnrolledClass, PublicClass } from "@classwise/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from "react-router";
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

export const sandboxConfig = {
  success: true,
  googleSignIn: false,
  payments: { provider: "sandbox", publishableKey: null },
};

let sequence = 0;
export function makeClass(overrides: Partial<PublicClass> = {}): PublicClass {
  sequence += 1;
  return {
    _id: `class-${sequence}`,
    title: `Class number ${sequence}`,
    image: `/uploads/class-${sequence}.webp`,
    price: 39.99,
    description: `A class about topic ${sequence}.`,
    teacherName: `Teacher ${sequence}`,
    teacherEmail: `teacher${sequence}@example.test`,
    teacherUid: `teacher-${sequence}`,
    status: "approved",
    createdAt: "2025-03-14T10:00:00.000Z",
    updatedAt: "2025-03-14T10:00:00.000Z",
    enrolledCount: sequence,
    isEnrolled: false,
    ...overrides,
  };
}

export function makeEnrolledClass(overrides: Partial<EnrolledClass> = {}): EnrolledClass {
  const { isEnrolled: _ignored, ...item } = makeClass();
  return { ...item, enrolledAt: "2025-06-02T09:30:00.000Z", ...overrides };
}

export function signedInAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: { uid: "student-1", email: "sam@example.test", displayName: "Sam Student", photoURL: null },
    token: "token-1",
    loading: false,
    refresh: vi.fn(async () => {}),
    requestToken: vi.fn(async () => null),
    logout: vi.fn(async () => {}),
    setLoading: vi.fn(),
    ...overrides,
  };
}

/** Renders routes in a memory router (entries may carry router state) with a fresh query client and toasts. */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { router, client };
}
