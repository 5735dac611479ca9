import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { routeTitle } from "./app/document-title";
import { AppProviders } from "./app/providers";
import { routes } from "./app/routes-table";
import { documentTitle } from "./lib/document-title";
import { paths } from "./lib/paths";

/**
 * The pages drawn at build time (scripts/prerender.mjs), with their files in dist/: the ones a visitor opens
 * without being signed in whose first screen needs no data.
 */
export const PRERENDERED_PAGES: readonly (readonly [string, string])[] = [
  [paths.home, "home.html"],
  [paths.login, "login.html"],
  [paths.register, "register.html"],
  [paths.forgotPassword, "forgot-password.html"],
];

/**
 * The first screen of a public page as HTML, rendered at build time (scripts/prerender.mjs): what a visitor
 * who is not signed in sees before any data arrives (the data sections as their loading placeholders, the
 * forms empty). The
 * browser paints it as soon as the HTML and the stylesheet are in; the app then renders over the same markup.
 */
export async function prerender(pathname: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, title: documentTitle(routeTitle(context.matches.map((match) => match.route.handle))) };
}
