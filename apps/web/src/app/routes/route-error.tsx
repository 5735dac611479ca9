import { uiMessages } from "@classwise/shared";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { paths } from "../../lib/paths";

/** Shown when a route fails to load (for example a stale chunk after a release) or throws. */
export function RouteErrorView() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : uiMessages.somethingWrongLoading;
  // Not shared with NotFoundPage: this view stands in when a route itself failed, so it leans on nothing else.
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{uiMessages.somethingWrong}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium dark:border-slate-700"
        >
          {uiMessages.tryAgain}
        </button>
        <Link to={paths.home} className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white">
          {uiMessages.backToHome}
        </Link>
      </div>
    </section>
  );
}
