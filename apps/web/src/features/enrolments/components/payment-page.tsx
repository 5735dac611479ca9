import { classPageMessages, type PublicClass, paymentMessages, TIMERS } from "@classwise/shared";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { panelClass, TitledSection } from "../../../components/ui/titled-section";
import { useClass } from "../../../lib/api/classes";
import { useAuth } from "../../../lib/auth/auth-context";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import type { BillingDetails } from "../lib/card-gateway";
import { CheckoutForm } from "./checkout-form";
import { ClassInfoNotFound } from "./class-info-not-found";
import type { AppliedCoupon } from "./coupon-field";
import { EnrolmentSummary } from "./enrolment-summary";
import { PaymentGatewayProvider } from "./payment-gateway-provider";
import { PaymentSuccess } from "./payment-success";

const enrolmentToast = { autoClose: TIMERS.toastEnrolment };

/** The router state Pay & Enroll sends (product §4: class, amount and type class_enrollment). */
function hasEnrolmentState(state: unknown, id: string): boolean {
  if (!state || typeof state !== "object") return false;
  const { classId, type } = state as { classId?: unknown; type?: unknown };
  return classId === id && type === "class_enrollment";
}

/** product §2 Payment (/payment/{id}). */
export function PaymentPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hasState = Boolean(id) && hasEnrolmentState(location.state, id);

  // product §8: without state or id -> 'No class information provided', back to the catalogue.
  useEffect(() => {
    if (hasState) return;
    toast.error(classPageMessages.noClassInfo, { ...enrolmentToast, toastId: "no-class-info" });
    navigate(paths.allClasses, { replace: true });
  }, [hasState, navigate]);

  return hasState ? <PaymentScreen classId={id} /> : null;
}

function PaymentScreen({ classId }: { classId: string }) {
  const query = useClass(classId);
  const navigate = useNavigate();
  const [paid, setPaid] = useState(false);

  useEffect(() => {
    if (query.isError) {
      toast.error(classPageMessages.loadInfoFailed, { ...enrolmentToast, toastId: `payment-class-${classId}` });
    }
  }, [query.isError, classId]);

  // product §4 and §9: two seconds of 'Payment Successful', then the enrolled classes.
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => navigate(paths.student.enrolled, { replace: true }), TIMERS.enrolRedirect);
    return () => clearTimeout(timer);
  }, [paid, navigate]);

  if (paid && query.data) {
    return (
      <div className="px-4 py-16">
        <PaymentSuccess title={query.data.title} />
      </div>
    );
  }
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ClassInfoNotFound />;
  return <PaymentLayout item={query.data} onPaid={() => setPaid(true)} />;
}

function PaymentLayout({ item, onPaid }: { item: PublicClass; onPaid(): void }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={paths.classDetails(item._id)}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-600 dark:text-brand-100 dark:hover:text-white"
      >
        <span aria-hidden="true">←</span> {paymentMessages.backToClass}
      </Link>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {paymentMessages.pageTitle}
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{paymentMessages.pageIntro}</p>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-5 lg:gap-8">
        <div className="lg:col-span-2">
          <EnrolmentSummary item={item} />
        </div>
        <TitledSection
          titleId="complete-payment-title"
          title={paymentMessages.completePayment}
          className={`${panelClass} lg:col-span-3`}
          titleClassName="mb-5 text-lg font-bold text-slate-900 dark:text-white"
        >
          <PaymentPanel item={item} onPaid={onPaid} />
        </TitledSection>
      </div>
    </div>
  );
}

function PaymentPanel({ item, onPaid }: { item: PublicClass; onPaid(): void }) {
  const { user } = useAuth();
  // Kept above the card gateway, so that switching gateways (Stripe.js arriving) keeps what was typed.
  const [billing, setBilling] = useState<BillingDetails>({ name: user?.displayName ?? "", email: user?.email ?? "" });
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);

  if (item.isEnrolled) {
    return (
      <Notice>
        <p className="font-semibold">{classPageMessages.alreadyEnrolled}</p>
        <p className="mt-1 text-sm">{paymentMessages.alreadyEnrolledText}</p>
        <Link
          to={paths.student.enrolled}
          className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {paymentMessages.goToEnrolled}
        </Link>
      </Notice>
    );
  }
  if (user?.uid === item.teacherUid) {
    return (
      <Notice>
        <p>{paymentMessages.ownClass}</p>
      </Notice>
    );
  }
  return (
    <PaymentGatewayProvider>
      <CheckoutForm
        item={item}
        billing={billing}
        onBillingChange={setBilling}
        onPaid={onPaid}
        coupon={coupon}
        onCouponChange={setCoupon}
      />
    </PaymentGatewayProvider>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-200"
    >
      {children}
    </div>
  );
}
