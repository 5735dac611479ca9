/**
 * The answers a page of the web app comes with (docs/decisions/0048-page-answers.md): the server puts the
 * responses to the first requests a page would make into its HTML, keyed by request, and the app takes each
 * one once instead of asking.
 */

/** The id of the `<script type="application/json">` element that carries them. */
export const PAGE_ANSWERS_ELEMENT_ID = "page-answers";

/** The identity service's session check, the app's first request on every page. */
export const SESSION_CHECK_URL = "/api/auth/get-session";

/** The session check's answer as a page carries it: the user only, never the session itself or its token. */
export interface SessionCheckAnswer {
  user: { id: string; email: string; name: string; image: string | null } | null;
}

/**
 * A request's key among a page's answers: its path, then its query parameters in name order, so the server
 * and the app name the same request alike whatever order its parameters were written in.
 */
export function pageAnswerKey(url: string): string {
  const [path = "", query = ""] = url.split("?", 2);
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}
