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

/** One upload the app sent through XMLHttpRequest (uploads report progress, which fetch cannot). */
export interface UploadCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  form: FormData;
  /** Reports that `fraction` of the body has gone. */
  progress(fraction: number): void;
  /** Answers the upload. */
  respond(status: number, body: unknown): void;
}

/** Replaces XMLHttpRequest with one whose uploads the test drives; `uploads` fills as the app sends. */
export function stubUploads() {
  const uploads: UploadCall[] = [];
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "GET";
    private url = "";
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === "content-type" ? "application/json" : null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      uploads.push({
        method: this.method,
        path: new URL(this.url, "http://localhost").pathname.replace(/^\/api/, ""),
        headers: this.headers,
        form: body,
        progress: (fraction) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 } as ProgressEvent),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return uploads;
}
