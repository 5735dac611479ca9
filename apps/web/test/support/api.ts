import { vi } from "vitest";

/** One fetch the app made, as the tests look at it. */
export interface ApiCall {
  method: string;
  /** The path without the /api prefix. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if the request sent one. */
  body: unknown;
  /** The multipart body of an upload. */
  form: FormData | undefined;
  headers: Record<string, string>;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Answers the app's fetch calls from a handler and records them. */
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
        form: init?.body instanceof FormData ? init.body : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
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
