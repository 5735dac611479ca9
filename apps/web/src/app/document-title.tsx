import { useLayoutEffect } from "react";
import { useMatches } from "react-router";
import { documentTitle } from "../lib/document-title";

/** What a route declares in its `handle` so the page gets a title of its own. */
export interface RouteHandle {
  title?: string;
}

/** The title the deepest matched route names (every route of the table names one). */
export function routeTitle(handles: readonly unknown[]): string | undefined {
  return handles
    .map((handle) => (handle as RouteHandle | undefined)?.title)
    .filter((value): value is string => Boolean(value))
    .at(-1);
}

/** Sets document.title per route; a page may refine it afterwards with useDocumentTitle. */
export function useRouteTitle() {
  const title = routeTitle(useMatches().map((match) => match.handle));
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
