import { guardsMessages } from "@classwise/shared";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { StrokeIcon } from "../../components/ui/stroke-icon";
import { paths } from "../../lib/paths";
import { reloadPage } from "../../lib/reload-page";

const secondaryButton =
  "rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
const primaryButton = "rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700";

function GuardPanel({
  title,
  text,
  tone,
  children,
}: {
  title: string;
  text: string;
  tone: "warning" | "error";
  children: ReactNode;
}) {
  const iconTone =
    tone === "error"
      ? "bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-400"
      : "bg-amber-100 text-amber-600 dark:bg-amber-950 dark:text-amber-400";
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center"
    >
      <span className={`flex h-16 w-16 items-center justify-center rounded-full ${iconTone}`}>
        <StrokeIcon
          d={
            tone === "error"
              ? "M12 8v5m0 3h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
              : "M7 11V7a5 5 0 0 1 10 0v4M5 11h14v10H5z"
          }
          size={32}
          rounded={false}
        />
      </span>
      <h1 className="mt-6 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

/** product §2 Guards: a signed-in user whose role does not open this area. */
export function AccessDenied({ area }: { area: "teacher" | "admin" }) {
  const navigate = useNavigate();
  const title = area === "admin" ? guardsMessages.adminTitle : guardsMessages.teacherTitle;
  const text = area === "admin" ? guardsMessages.adminText : guardsMessages.teacherText;
  return (
    <GuardPanel title={title} text={text} tone="warning">
      <button type="button" onClick={() => navigate(-1)} className={secondaryButton}>
        {guardsMessages.goBack}
      </button>
      <Link to={paths.home} className={primaryButton}>
        {guardsMessages.goHome}
      </Link>
    </GuardPanel>
  );
}

/** product §2 Guards: the role could not be read. */
export function PermissionError() {
  return (
    <GuardPanel title={guardsMessages.errorTitle} text={guardsMessages.errorText} tone="error">
      <button type="button" onClick={reloadPage} className={primaryButton}>
        {guardsMessages.tryAgain}
      </button>
    </GuardPanel>
  );
}
