import { useEffect } from "react";

export const SITE_NAME = "Classwise";

export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * A page whose title depends on what it loaded (a class's name) sets it here. Runs after the route's own
 * title, which the app sets in a layout effect, so the more specific one wins. A part of a page that titles
 * it (a lesson or quiz opened on its class page) gives the page its title back when it closes.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = before;
    };
  }, [title]);
}
