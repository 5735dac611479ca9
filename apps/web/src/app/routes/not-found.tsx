import { uiMessages } from "@classwise/shared";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { primaryLinkClass } from "../../components/ui/link-styles";
import { paths } from "../../lib/paths";

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-8xl font-extrabold tracking-tight text-brand-600 dark:text-indigo-300">404</p>
      <h1 className="mt-4 text-2xl font-bold">{uiMessages.pageNotFound}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{uiMessages.pageNotFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {uiMessages.goBack}
        </Button>
        <Link to={paths.home} className={primaryLinkClass}>
          {uiMessages.backToHome}
        </Link>
      </div>
    </section>
  );
}
