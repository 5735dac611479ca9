import { type CertificateVerification, certificatesMessages, isCertificateNumber } from "@classwise/shared";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Fact } from "../../../components/ui/fact";
import { secondaryLinkClass } from "../../../components/ui/link-styles";
import { LoadError } from "../../../components/ui/load-error";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { ApiError } from "../../../lib/api-client";
import { formatLongDate } from "../../../lib/dates";
import { paths } from "../../../lib/paths";
import { useCertificateVerification } from "../api/verify-certificate";

const copy = certificatesMessages;

const tones = {
  valid: "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
  revoked: "bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-300",
  unknown: "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300",
} as const;

const icons = {
  valid: "M9 12l2 2 4-4M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  revoked: "M15 9l-6 6M9 9l6 6M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  unknown: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4",
} as const;

/** The frame of every answer: a pictogram in the answer's colour, the heading, a line of text, the facts. */
function Verdict({
  tone,
  heading,
  text,
  children,
}: {
  tone: keyof typeof tones;
  heading: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <span className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${tones[tone]}`}>
        <StrokeIcon d={icons[tone]} size={34} />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{heading}</h1>
      <p className="mt-2 break-words text-slate-600 dark:text-slate-400">{text}</p>
      {children}
    </div>
  );
}

function Facts({ certificate }: { certificate: CertificateVerification }) {
  const value = "mt-1 break-words text-base font-medium text-slate-900 dark:text-white";
  return (
    <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-6 text-left sm:grid-cols-2 dark:border-slate-800">
      <Fact label={copy.studentLabel}>
        <dd className={value}>{certificate.studentName}</dd>
      </Fact>
      {certificate.status === "valid" ? (
        <>
          <Fact label={copy.classLabel}>
            <dd className={value}>{certificate.classTitle}</dd>
          </Fact>
          <Fact label={copy.teacherLabel}>
            <dd className={value}>{certificate.teacherName}</dd>
          </Fact>
          <Fact label={copy.issuedOn}>
            <dd className={value}>{formatLongDate(certificate.issuedAt)}</dd>
          </Fact>
        </>
      ) : (
        <Fact label={copy.verifyRevokedOn}>
          <dd className={value}>{formatLongDate(certificate.revokedAt)}</dd>
        </Fact>
      )}
      <Fact label={copy.numberLabel} className="sm:col-span-2">
        <dd className={`${value} font-mono`}>{certificate.number}</dd>
      </Fact>
    </dl>
  );
}

function NotFound() {
  return <Verdict tone="unknown" heading={copy.verifyNotFoundHeading} text={copy.verifyNotFoundText} />;
}

/** /certificates/{number}: anyone, signed in or not, checks a certificate. Light: one request, no images. */
export function VerificationPage() {
  const raw = useParams().number ?? "";
  const isWellFormed = isCertificateNumber(raw);
  const number = raw.trim().toUpperCase();
  const verification = useCertificateVerification(number, isWellFormed);

  let body: ReactNode;
  if (!isWellFormed) body = <NotFound />;
  else if (verification.isPending)
    body = (
      <p role="status" className="py-16 text-center text-slate-600 dark:text-slate-400">
        {copy.verifyLoading}
      </p>
    );
  else if (verification.isError) {
    const error = verification.error;
    body =
      error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
        <NotFound />
      ) : (
        <LoadError message={copy.verifyLoadFailed} onRetry={() => void verification.refetch()} />
      );
  } else {
    const certificate = verification.data.certificate;
    body =
      certificate.status === "valid" ? (
        <Verdict
          tone="valid"
          heading={copy.verifyValidHeading}
          text={copy.verifyValidText(certificate.studentName, certificate.classTitle)}
        >
          <Facts certificate={certificate} />
        </Verdict>
      ) : (
        <Verdict
          tone="revoked"
          heading={copy.verifyRevokedHeading}
          text={copy.verifyRevokedText(certificate.studentName)}
        >
          <Facts certificate={certificate} />
        </Verdict>
      );
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <p className="mb-4 text-center text-sm font-semibold uppercase tracking-wider text-brand-600 dark:text-brand-100">
        {copy.verifyTitle}
      </p>
      {body}
      <div className="mt-8 text-center">
        <Link to={paths.allClasses} className={secondaryLinkClass}>
          {copy.browseClasses}
        </Link>
      </div>
    </section>
  );
}
