import { classDetailsMessages, classPageMessages, formatPrice, type PublicClass, TIMERS } from "@classwise/shared";
import { Link } from "react-router";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { useAuth } from "../../../lib/auth/auth-context";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";

/** What the payment page receives (product §4 Enrollment flow: class, amount and type class_enrollment). */
export interface EnrolmentState {
  classId: string;
  amount: number;
  type: "class_enrollment";
}

/** product §2 Class details: the sticky enrol panel. */
export function EnrolPanel({ item }: { item: PublicClass }) {
  const { user } = useAuth();
  const isOwnClass = user?.uid === item.teacherUid;
  const state: EnrolmentState = { classId: item._id, amount: item.price, type: "class_enrollment" };

  const tapEnrolled = () =>
    toast.info(classPageMessages.alreadyEnrolled, { autoClose: TIMERS.toastEnrolment, toastId: "already-enrolled" });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900">
      <p className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">{formatPrice(item.price)}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{classDetailsMessages.paymentNote}</p>

      {item.isEnrolled && (
        <div
          role="status"
          className="mt-5 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-300"
        >
          <StrokeIcon d="M5 12l5 5 9-11" strokeWidth={2.4} className="mt-0.5 shrink-0" />
          <div>
            <p className="font-semibold">{classDetailsMessages.alreadyEnrolled}</p>
            <p className="text-sm">{classDetailsMessages.enrolledWhere}</p>
          </div>
        </div>
      )}

      <div className="mt-6">
        {item.isEnrolled ? (
          // Looks disabled but stays clickable so the tap can explain why (product §8).
          <button
            type="button"
            aria-disabled="true"
            onClick={tapEnrolled}
            className="w-full cursor-not-allowed rounded-lg bg-slate-300 px-6 py-3.5 text-base font-semibold text-slate-600 dark:bg-slate-700 dark:text-slate-300"
          >
            {classDetailsMessages.enrolled}
          </button>
        ) : isOwnClass || item.status !== "approved" ? (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {isOwnClass ? "You teach this class." : "Enrolment opens once the class is approved."}
          </p>
        ) : (
          <Link
            to={paths.payment(item._id)}
            state={state}
            className="block w-full rounded-lg bg-brand-600 px-6 py-3.5 text-center text-base font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {classDetailsMessages.payAndEnroll}
          </Link>
        )}
      </div>

      <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <StrokeIcon d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" size={16} />
        {classDetailsMessages.guarantee}
      </p>
    </div>
  );
}
