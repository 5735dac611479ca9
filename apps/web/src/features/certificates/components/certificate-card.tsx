import { type Certificate, certificatesMessages } from "@classwise/shared";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Fact } from "../../../components/ui/fact";
import { secondaryLinkClass } from "../../../components/ui/link-styles";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { formatLongDate } from "../../../lib/dates";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { downloadCertificate } from "../api/download-certificate";
import { awardIcon } from "./award-icon";

const copy = certificatesMessages;

/** One certificate in the student's list: what it says, Download PDF while valid, and its public page. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const [isDownloading, setDownloading] = useState(false);
  const isRevoked = certificate.revokedAt !== null;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(certificate.number);
    } catch {
      toast.error(copy.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <span
        className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${
          isRevoked
            ? "bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
            : "bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100"
        }`}
      >
        <StrokeIcon d={awardIcon} size={26} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold break-words text-slate-900 dark:text-white">{certificate.classTitle}</h3>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              isRevoked
                ? "bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-300"
                : "bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
            }`}
          >
            {isRevoked ? copy.revokedBadge : copy.validBadge}
          </span>
        </div>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <Fact label={copy.teacherLabel}>
            <dd className="mt-0.5 break-words text-slate-800 dark:text-slate-200">{certificate.teacherName}</dd>
          </Fact>
          <Fact label={copy.issuedOn}>
            <dd className="mt-0.5 text-slate-800 dark:text-slate-200">{formatLongDate(certificate.issuedAt)}</dd>
          </Fact>
          <Fact label={copy.numberLabel}>
            <dd className="mt-0.5 font-mono text-slate-800 dark:text-slate-200" data-testid="certificate-number">
              {certificate.number}
            </dd>
          </Fact>
        </dl>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {!isRevoked && (
            <Button
              onClick={() => void download()}
              busy={isDownloading}
              aria-label={copy.downloadLabel(certificate.classTitle)}
            >
              <StrokeIcon d="M12 3v12M7 10l5 5 5-5M5 21h14" size={18} />
              {isDownloading ? copy.downloading : copy.download}
            </Button>
          )}
          <Link
            to={paths.certificate(certificate.number)}
            className={secondaryLinkClass}
            aria-label={copy.verifyLabel(certificate.classTitle)}
          >
            {copy.verify}
          </Link>
        </div>
      </div>
    </li>
  );
}
