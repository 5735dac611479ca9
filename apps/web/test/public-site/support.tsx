import type { PublicClass, PublicEvaluation } from "@classwise/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { ToastContainer } from "react-toastify";
import { vi } from "vitest";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
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
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

let sequence = 0;
export function makeClass(overrides: Partial<PublicClass> = {}): PublicClass {
  sequence += 1;
  return {
    _id: `class-${sequence}`,
    title: `Class number ${sequence}`,
    image: `/uploads/class-${sequence}.webp`,
    price: 49.99,
    description: `A class about topic ${sequence}.`,
    teacherName: `Teacher ${sequence}`,
    teacherEmail: `teacher${sequence}@example.test`,
    teacherUid: `teacher-${sequence}`,
    status: "approved",
    createdAt: "2025-03-14T10:00:00.000Z",
    updatedAt: "2025-03-14T10:00:00.000Z",
    enrolledCount: sequence,
    ...overrides,
  };
}

export function makeEvaluation(overrides: Partial<PublicEvaluation> = {}): PublicEvaluation {
  sequence += 1;
  return {
    _id: `evaluation-${sequence}`,
    classId: `class-${sequence}`,
    classTitle: `Class number ${sequence}`,
    studentName: `Student ${sequence}`,
    studentPhotoURL: "",
    rating: 5,
    description: `Great class number ${sequence}, I learned a lot.`,
    submittedAt: new Date(Date.UTC(2025, 0, 1, 0, sequence)).toISOString(),
    ...overrides,
  };
}

export function signedInAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: { uid: "student-1", email: "student@example.test", displayName: "Sam Student", photoURL: null },
    token: "token-1",
    loading: false,
    refresh: vi.fn(async () => {}),
    requestToken: vi.fn(async () => null),
    logout: vi.fn(async () => {}),
    setLoading: vi.fn(),
    ...overrides,
  };
}

/** Renders routes in a memory router with a fresh query client and the toast container. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { router, client };
}

/**
 * A viewport of `width` px for media queries (jsdom has no matchMedia). `resize` changes the width and
 * notifies the listeners, as a browser does when the window is resized.
 */
export function stubViewport(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<() => void> }>();
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (min) return width >= Number(min[1]);
    if (max) return width <= Number(max[1]);
    return false;
  };
  vi.stubGlobal("matchMedia", (query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      act(() => {
        width = next;
        for (const entry of lists) {
          const matches = evaluate(entry.query);
          if (matches !== entry.matches) {
            entry.matches = matches;
            for (const listener of entry.listeners) listener();
          }
        }
      });
    },
  };
}
