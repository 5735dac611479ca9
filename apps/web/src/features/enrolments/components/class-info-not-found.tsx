import { messages } from "@classwise/shared";
import { Link } from "react-router";
import { paths } from "../../../app/paths";

/** spec §2 Payment: 'Class information not found' with Browse Classes. */
export function ClassInfoNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" strokeLinecap="round" />
        </svg>
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{messages.classPage.classInfoNotFound}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{messages.payment.classInfoNotFoundText}</p>
      <Link
        to={paths.allClasses}
        className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {messages.payment.browseClasses}
      </Link>
    </div>
  );
}
