import { certificatesMessages, dashboardMessages } from "@classwise/shared";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { TitledSection } from "../../../components/ui/titled-section";
import { useFailureToast } from "../../../components/ui/use-failure-toast";
import { paths } from "../../../lib/paths";
import { useMyCertificates } from "../api/list-my-certificates";
import { awardIcon } from "./award-icon";
import { CertificateCard } from "./certificate-card";

const copy = certificatesMessages;

/** Student dashboard, My Certificates: one card per certificate earned, newest first. */
export function MyCertificatesTab() {
  const mine = useMyCertificates();
  useFailureToast(mine.isError, copy.loadFailed);
  const certificates = mine.data?.certificates ?? [];

  let body: React.ReactNode;
  if (mine.isPending && mine.fetchStatus !== "idle") body = <Spinner />;
  else if (mine.isError && !mine.data)
    body = <LoadError message={copy.loadFailed} onRetry={() => void mine.refetch()} />;
  else if (certificates.length === 0)
    body = (
      <EmptyState
        heading="h3"
        icon={awardIcon}
        title={copy.emptyTitle}
        text={copy.emptyText}
        link={{ to: paths.student.enrolled, label: dashboardMessages.tabs.myEnrolledClasses }}
      />
    );
  else
    body = (
      <ul className="space-y-4">
        {certificates.map((certificate) => (
          <CertificateCard key={certificate.number} certificate={certificate} />
        ))}
      </ul>
    );

  return (
    <TitledSection
      titleId="my-certificates-title"
      title={copy.title}
      className="mx-auto max-w-4xl space-y-5"
      titleClassName="text-xl font-bold sm:text-2xl"
    >
      <p className="-mt-3 text-slate-600 dark:text-slate-400">{copy.intro}</p>
      {body}
    </TitledSection>
  );
}
