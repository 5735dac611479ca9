import { formatPrice, type PublicClass, paymentMessages } from "@classwise/shared";
import { ClassImage } from "../../../components/ui/class-image";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { TitledSection } from "../../../components/ui/titled-section";

/** product §2 Payment: Enrollment Summary (image, title, instructor, description, total, what's included). */
export function EnrolmentSummary({ item }: { item: PublicClass }) {
  return (
    <TitledSection
      titleId="enrolment-summary-title"
      title={paymentMessages.summaryTitle}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      titleClassName="px-5 pt-5 text-lg font-bold text-slate-900 sm:px-6 dark:text-white"
    >
      <div className="p-5 sm:p-6">
        <div className="flex gap-4 lg:flex-col">
          <ClassImage src={item.image} eager className="w-28 shrink-0 rounded-lg sm:w-40 lg:w-full" />
          <div className="min-w-0">
            <h3 className="text-base font-semibold text-slate-900 sm:text-lg dark:text-white">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="text-slate-600 dark:text-slate-400">{paymentMessages.instructor}: </span>
              <span className="font-medium text-slate-800 dark:text-slate-200">{item.teacherName}</span>
            </p>
          </div>
        </div>
        {/* A clamped description like the assignment cards' own; each card sets its own spacing and wrapping. */}
        <p className="mt-4 line-clamp-4 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {item.description}
        </p>

        <div className="mt-5 flex items-baseline justify-between border-t border-slate-200 pt-4 dark:border-slate-800">
          <span className="font-medium text-slate-700 dark:text-slate-300">{paymentMessages.totalAmount}</span>
          <span className="text-2xl font-extrabold text-slate-900 dark:text-white" data-testid="total-amount">
            {formatPrice(item.price)}
          </span>
        </div>

        <div className="mt-5 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{paymentMessages.includedTitle}</h3>
          <ul className="mt-3 space-y-2">
            {paymentMessages.included.map((point) => (
              <li key={point} className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
                <StrokeIcon
                  d="M5 12l5 5 9-11"
                  size={18}
                  strokeWidth={2.4}
                  className="mt-0.5 shrink-0 text-emerald-600 dark:text-emerald-400"
                />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </TitledSection>
  );
}
