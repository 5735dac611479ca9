import { classDetailsMessages, classPageMessages } from "@classwise/shared";
import { Link } from "react-router";
import { primaryLinkClass } from "../../../components/ui/link-styles";
import { paths } from "../../../lib/paths";

export function ClassNotFound() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{classPageMessages.notFound}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{classPageMessages.notFoundText}</p>
      <Link to={paths.allClasses} className={`mt-6 ${primaryLinkClass}`}>
        {classDetailsMessages.browseAllClasses}
      </Link>
    </section>
  );
}
