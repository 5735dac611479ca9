import type { ErrorCode } from "@classwise/shared";
import { apiMessages } from "@classwise/shared";
import { takePageAnswer } from "./page-answers";

/** A failed API call: HTTP status, the server's message and code, and per-field errors for forms. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | "NETWORK";
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(status: number, code: ErrorCode | "NETWORK", message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

let accessToken: string | null = null;
let refreshToken: (() => Promise<string | null>) | null = null;

export function setAccessToken(token: string | null) {
  accessToken = token;
}

export function getAccessToken() {
  return accessToken;
}

let tokenArriving: Promise<unknown> | null = null;

/**
 * A token request is under way (the session has just been read, or a sign-in is finishing): calls that send
 * the bearer token wait for it instead of going out without one, so a screen can render as soon as the
 * session is known.
 */
export function awaitTokenBeforeCalls(request: Promise<unknown>) {
  tokenArriving = request;
  const settled = () => {
    if (tokenArriving === request) tokenArriving = null;
  };
  request.then(settled, settled);
}

/** The auth boundary registers how to get a fresh token; a 401 is retried once with it. */
export function setTokenRefresher(refresher: (() => Promise<string | null>) | null) {
  refreshToken = refresher;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Send without the bearer header (public calls that must not depend on a token). */
  anonymous?: boolean;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ""}`;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  // A Blob (an uploaded file sent as it is) carries its own type; other bodies are JSON.
  if (options.body instanceof Blob) headers["content-type"] = options.body.type;
  else if (options.body !== undefined && !(options.body instanceof FormData))
    headers["content-type"] = "application/json";
  if (token && !options.anonymous) headers.authorization = `Bearer ${token}`;
  const body =
    options.body === undefined
      ? undefined
      : options.body instanceof FormData || options.body instanceof Blob
        ? options.body
        : JSON.stringify(options.body);
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? "GET",
    headers,
    body,
    signal: options.signal,
    credentials: "same-origin",
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: { message?: unknown; code?: unknown; fieldErrors?: unknown } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    // not JSON (a proxy error page, say)
  }
  const message = typeof payload.message === "string" ? payload.message : response.statusText || apiMessages.internal;
  const code = (typeof payload.code === "string" ? payload.code : "INTERNAL") as ErrorCode;
  const fieldErrors =
    payload.fieldErrors && typeof payload.fieldErrors === "object"
      ? (payload.fieldErrors as Record<string, string[]>)
      : undefined;
  return new ApiError(response.status, code, message, fieldErrors);
}

const NETWORK_ERROR = "Network error. Check your connection and try again.";

/**
 * Sends with the current token (after a token request under way, when `retry`) and, on a 401, once more with a
 * fresh one (when `retry` and a refresher is registered). A request that never got an answer becomes an ApiError with status 0 (`networkMessage`);
 * an abort stays an abort.
 */
async function withFreshToken(
  attempt: (token: string | null) => Promise<Response>,
  retry = true,
  networkMessage = NETWORK_ERROR,
): Promise<Response> {
  try {
    if (retry && tokenArriving) await tokenArriving.catch(() => undefined);
    const response = await attempt(accessToken);
    if (response.status !== 401 || !retry || !refreshToken) return response;
    const fresh = await refreshToken();
    return fresh ? await attempt(fresh) : response;
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK", networkMessage);
  }
}

/**
 * Calls the API and returns the parsed body, or throws an ApiError. Pure: no toasts, no navigation. A GET the
 * page came with the answer to is answered from it, once.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? "GET") === "GET") {
    const answered = takePageAnswer(buildUrl(path, options.query));
    if (answered !== undefined) return answered as T;
  }
  const response = await withFreshToken((token) => send(path, options, token), !options.anonymous);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const data = (await response.json()) as T & { success?: boolean; message?: string };
  if (data && typeof data === "object" && data.success === false) {
    throw new ApiError(response.status, "BAD_REQUEST", data.message ?? apiMessages.internal);
  }
  return data;
}

function postForm(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Response> {
  // fetch() reports no upload progress; XMLHttpRequest does.
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", buildUrl(path));
    request.setRequestHeader("accept", "application/json");
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const headers = new Headers({ "content-type": request.getResponseHeader("content-type") ?? "" });
      // A Response cannot carry a body with these statuses.
      const body = [204, 205, 304].includes(request.status) ? null : request.responseText;
      resolve(new Response(body, { status: request.status, statusText: request.statusText, headers }));
    };
    request.onerror = () => reject(new TypeError("network error"));
    request.onabort = () => reject(new DOMException("aborted", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * Sends a multipart form with the bearer token, reporting how much of it has gone (0 to 1), and returns the
 * parsed body or throws an ApiError, as apiRequest does (a 401 is retried once with a fresh token).
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const response = await withFreshToken((token) => postForm(path, form, token, onProgress, signal));
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

/** The name a download asks to be saved under (RFC 6266: the UTF-8 form first), or undefined. */
export function fileNameOf(disposition: string): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // malformed: fall back to the plain name
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1];
}

/**
 * GETs a file with the bearer token and saves it through a temporary link (a plain link could not carry
 * the token), under the name the server gives or `fallbackName`. Throws an ApiError with the server's
 * message, or `failMessage` when there is none.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  failMessage: string,
  query?: Record<string, QueryValue>,
): Promise<void> {
  const get = (token: string | null) =>
    fetch(buildUrl(path, query), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: "same-origin",
    });
  const response = await withFreshToken(get, true, failMessage);
  if (!response.ok) {
    const error = await toApiError(response);
    throw new ApiError(error.status, error.code, error.message || failMessage);
  }
  const name = fileNameOf(response.headers.get("content-disposition") ?? "") ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started reading it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
