import { useEffect } from "react";

export const SITE_NAME = "Classwise";

export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * A page whose title depends on what it loaded (a class's name) sets it here. Runs after the route's own
 * title, which the app sets in a layout effect, so the more specific one wins.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
