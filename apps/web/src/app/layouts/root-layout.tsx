import { uiMessages } from "@classwise/shared";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { useAuth } from "../../lib/auth/auth-context";
import { paths } from "../../lib/paths";
import { useRouteTitle } from "../document-title";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

export function RootLayout() {
  useRouteTitle();
  const { signedOut, forgetSignedOut } = useAuth();
  const { pathname } = useLocation();
  // A logout ends at home; from then on a guarded page sends to /login again.
  useEffect(() => {
    if (signedOut && pathname === paths.home) forgetSignedOut();
  }, [signedOut, pathname, forgetSignedOut]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only print:hidden focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {uiMessages.skipToContent}
      </a>
      {/* Printed pages (a receipt) are the page alone. */}
      <div className="contents print:hidden">
        <Navbar />
      </div>
      {/* At least a screen tall, so the footer starts below the fold and a page that loads its content
          never pushes a visible footer down (no layout shift). */}
      <main id="main" className="min-h-svh flex-1">
        <Outlet />
      </main>
      <div className="contents print:hidden">
        <Footer />
      </div>
      <ScrollRestoration />
    </div>
  );
}
