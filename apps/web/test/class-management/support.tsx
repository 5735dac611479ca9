import type { PublicClass } from "@classwise/shared";
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
  /** The multipart body of an upload. */
  form: FormData | undefined;
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
        form: init?.body instanceof FormData ? init.body : undefined,
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

export const teacher = { uid: "teacher-1", email: "tess@example.test", displayName: "Tess Teacher", photoURL: null };

export function signedInAuth(user = teacher): AuthContextValue {
  return {
    user,
    token: "token-1",
    loading: false,
    refresh: vi.fn(async () => {}),
    requestToken: vi.fn(async () => null),
    logout: vi.fn(async () => {}),
    setLoading: vi.fn(),
  };
}

let sequence = 0;
export function makeClass(overrides: Partial<PublicClass> = {}): PublicClass {
  sequence += 1;
  return {
    _id: `class-${sequence}`,
    title: `Class number ${sequence}`,
    image: `/uploads/classes/${String(sequence).padStart(64, "0")}.webp`,
    price: 25,
    description: `What class ${sequence} teaches`,
    teacherName: teacher.displayName,
    teacherEmail: teacher.email,
    teacherUid: teacher.uid,
    status: "approved",
    createdAt: "2025-03-14T10:00:00.000Z",
    updatedAt: "2025-03-14T10:00:00.000Z",
    enrolledCount: 3,
    ...overrides,
  };
}

export function classPage(all: PublicClass[], page: number, limit: number) {
  return json({
    success: true,
    classes: all.slice((page - 1) * limit, page * limit),
    totalClasses: all.length,
    totalPages: Math.ceil(all.length / limit),
  });
}

/** Renders routes in a memory router with a query client and the toast container. */
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

/** jsdom has no object URLs: the image preview gets a stand-in. */
export function stubObjectUrls() {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:preview"), revokeObjectURL: vi.fn() }));
}

export function pngFile(name = "cover.png", bytes = 2048) {
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}
