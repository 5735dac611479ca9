import { formatPrice, learningMessages, type PublicClass } from "@classwise/shared";
import type { ReactNode } from "react";
import { ClassImage } from "../../components/ui/class-image";
import { Fact } from "../../components/ui/fact";
import { formatLongDate } from "../../lib/dates";

export interface ClassOverviewProps {
  item: PublicClass;
  /** The badge above the title: Enrolled for a student, the status for the teacher. */
  badge: ReactNode;
  /** Buttons beside the title (Teaching Evaluation Report, Create Assignment). */
  actions?: ReactNode;
  showCreated?: boolean;
}

/** product §2 class page header: badge, title, teacher name and email, price, description (and created date). */
export function ClassOverview({ item, badge, actions, showCreated = false }: ClassOverviewProps) {
  return (
    <section
      aria-labelledby="class-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-5 p-5 sm:p-6 md:flex-row">
        <ClassImage src={item.image} priority className="w-full shrink-0 rounded-xl md:w-60 md:self-start lg:w-80" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
            <div className="min-w-0">
              {badge}
              <h2
                id="class-title"
                className="mt-2 break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
              >
                {item.title}
              </h2>
            </div>
            {actions && <div className="flex shrink-0 flex-col gap-2 sm:flex-row">{actions}</div>}
          </div>

          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto_auto]">
            <Fact label={learningMessages.instructor} labelWeight="medium" className="col-span-2 min-w-0 sm:col-span-1">
              <dd className="mt-0.5 font-semibold text-slate-900 dark:text-white">{item.teacherName}</dd>
              <dd className="break-all text-slate-600 dark:text-slate-400">
                <a href={`mailto:${item.teacherEmail}`} className="hover:underline">
                  {item.teacherEmail}
                </a>
              </dd>
            </Fact>
            <Fact label={learningMessages.price} labelWeight="medium">
              <dd className="mt-0.5 text-lg font-bold tabular-nums text-brand-700 dark:text-brand-100">
                {formatPrice(item.price)}
              </dd>
            </Fact>
            {showCreated && (
              <Fact label={learningMessages.created} labelWeight="medium">
                <dd className="mt-0.5 text-slate-900 dark:text-white">
                  <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time>
                </dd>
              </Fact>
            )}
          </dl>

          <p className="mt-4 whitespace-pre-line leading-relaxed text-slate-700 dark:text-slate-300">
            {item.description}
          </p>
        </div>
      </div>
    </section>
  );
}
