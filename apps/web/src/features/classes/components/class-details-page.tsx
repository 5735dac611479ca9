import {
  catalogueMessages,
  classDetailsMessages,
  classPageMessages,
  type PublicClass,
  titleCase,
} from "@classwise/shared";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ClassImage } from "../../../components/ui/class-image";
import { Spinner } from "../../../components/ui/spinner";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { useClass } from "../../../lib/api/classes";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { ClassNotFound } from "./class-not-found";
import { CurriculumSection } from "./curriculum-section";
import { EnrolPanel } from "./enrol-panel";
import { EnrolledCount } from "./enrolled-count";
import { InstructorCard } from "./instructor-card";

const learningPoints = [
  "The core ideas of the subject, explained from first principles",
  "Practical techniques you can apply from the first lesson",
  "How professionals structure their work and avoid common mistakes",
  "Hands-on assignments reviewed by your teacher",
  "Building a small portfolio piece to show what you learned",
  "Where to go next once you finish the class",
];

const includes = [
  "Lifetime access to the class",
  "Assignments with teacher review",
  "Certificate on completion",
  "24/7 student support",
  "Access on mobile and desktop",
  "30-day money-back guarantee",
];

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

/** product §2 Class details (/all-classes/{id}). */
export function ClassDetailsPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useClass(id);

  // product §8: 'Class not found' or 'Failed to load class details', then back to the catalogue.
  useEffect(() => {
    if (!query.error) return;
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    toast.error(isMissing ? classPageMessages.notFound : classPageMessages.loadFailed, {
      toastId: `class-load-${id}`,
    });
    navigate(paths.allClasses, { replace: true });
  }, [query.error, id, navigate]);

  if (query.isPending) return <Spinner />;
  if (query.isError) return <ClassNotFound />;
  return <ClassDetails item={query.data} />;
}

function ClassDetails({ item }: { item: PublicClass }) {
  useDocumentTitle(item.title);
  const statusLabel = item.status === "approved" ? classDetailsMessages.approved : titleCase(item.status);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={paths.allClasses}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-600 dark:text-brand-100 dark:hover:text-white"
      >
        <span aria-hidden="true">←</span> {catalogueMessages.title}
      </Link>

      {/* Panel after the header on narrow screens, beside everything (and sticky) on wide ones. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <div className="overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
            <ClassImage src={item.image} width={1280} height={720} priority className="h-auto w-full" />
          </div>

          <div className="mt-6">
            <span
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
                item.status === "approved"
                  ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"
                  : "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300"
              }`}
            >
              <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
              {statusLabel}
            </span>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
              {item.title}
            </h1>
            <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
              <div className="flex gap-1">
                <dt className="sr-only">{classDetailsMessages.teacher}</dt>
                <dd>
                  <span className="font-semibold text-slate-900 dark:text-white">{item.teacherName}</span>
                  <span className="mx-1" aria-hidden="true">
                    ·
                  </span>
                  <a href={`mailto:${item.teacherEmail}`} className="break-all hover:underline">
                    {item.teacherEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="sr-only">{classDetailsMessages.enrolledCountLabel}</dt>
                <dd>
                  <EnrolledCount count={item.enrolledCount} />
                </dd>
              </div>
              <div>
                <dt className="inline">{classDetailsMessages.created} </dt>
                <dd className="inline">
                  <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
                </dd>
              </div>
            </dl>
          </div>
        </div>

        <aside className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <EnrolPanel item={item} />
        </aside>

        <div className="min-w-0 space-y-8 lg:col-span-2">
          <DetailsSection title={classDetailsMessages.about}>
            <p className="whitespace-pre-line leading-relaxed text-slate-700 dark:text-slate-300">{item.description}</p>
          </DetailsSection>

          <DetailsSection title={classDetailsMessages.whatYouLearn}>
            <ul className="grid gap-3 sm:grid-cols-2">
              {learningPoints.map((point) => (
                <CheckItem key={point}>{point}</CheckItem>
              ))}
            </ul>
          </DetailsSection>

          <CurriculumSection classId={item._id} />

          <DetailsSection title={classDetailsMessages.includes}>
            <ul className="grid gap-3 sm:grid-cols-2">
              {includes.map((point) => (
                <CheckItem key={point}>{point}</CheckItem>
              ))}
            </ul>
          </DetailsSection>

          <DetailsSection title={classDetailsMessages.instructor}>
            <InstructorCard name={item.teacherName} email={item.teacherEmail} />
          </DetailsSection>
        </div>
      </div>
    </div>
  );
}

function DetailsSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function CheckItem({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex gap-2 text-slate-700 dark:text-slate-300">
      <StrokeIcon
        d="M5 12l5 5 9-11"
        strokeWidth={2.4}
        className="mt-0.5 shrink-0 text-emerald-600 dark:text-emerald-400"
      />
      <span>{children}</span>
    </li>
  );
}
