import { Outlet, ScrollRestoration } from "react-router";
import { useRouteTitle } from "../document-title";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

export function RootLayout() {
  useRouteTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <Navbar />
      {/* At least a screen tall, so the footer starts below the fold and a page that loads its content
          never pushes a visible footer down (no layout shift). */}
      <main id="main" className="min-h-svh flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
