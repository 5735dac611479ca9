import { centsToDollars, formatPrice, type PublicClass, paymentMessages, validationMessages } from "@classwise/shared";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { TextField } from "../../../components/ui/form-field";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { type BillingDetails, useCardGateway } from "../lib/card-gateway";
import { usePayForClass } from "../lib/use-pay-for-class";
import { type AppliedCoupon, CouponField } from "./coupon-field";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckoutFormProps {
  item: PublicClass;
  billing: BillingDetails;
  onBillingChange(billing: BillingDetails): void;
  onPaid(): void;
  /** Kept above the card gateway with the billing details, so a gateway switch keeps the applied coupon. */
  coupon: AppliedCoupon | null;
  onCouponChange(coupon: AppliedCoupon | null): void;
}

/** product §2 Payment: the 'Complete Payment' panel (billing, card, secure note, Pay button). */
export function CheckoutForm({ item, billing, onBillingChange, onPaid, coupon, onCouponChange }: CheckoutFormProps) {
  const gateway = useCardGateway();
  const { pay, processing, error } = usePayForClass(item._id, gateway, onPaid, coupon?.code);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [nameError, setNameError] = useState<string | undefined>();

  // product §5: Pay waits for the payment library, a complete card, no payment in progress and a name.
  // A free class needs no card (the server enrols it without a payment).
  const price = coupon ? centsToDollars(coupon.priceCents) : item.price;
  const free = price === 0;
  const canPay = (free || (gateway.ready && gateway.complete)) && !processing && billing.name.trim() !== "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = billing.email.trim();
    const emailProblem = !email
      ? validationMessages.emailRequired
      : EMAIL_PATTERN.test(email)
        ? undefined
        : validationMessages.emailInvalid;
    setEmailError(emailProblem);
    if (!billing.name.trim()) setNameError(validationMessages.fullNameRequired);
    if (emailProblem || !canPay) return;
    void pay({ name: billing.name.trim(), email });
  };

  // A billing field shows what was typed and drops its error while it is edited.
  const billingField = (
    key: keyof BillingDetails,
    fieldError: string | undefined,
    setError: (value: undefined) => void,
  ) => ({
    name: key,
    autoComplete: key,
    required: true,
    value: billing[key],
    error: fieldError,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setError(undefined);
      onBillingChange({ ...billing, [key]: event.target.value });
    },
  });

  const { CardField } = gateway;
  return (
    <form noValidate onSubmit={submit} aria-labelledby="complete-payment-title" className="space-y-6">
      <fieldset className="space-y-4" disabled={processing}>
        <legend className="text-base font-semibold text-slate-900 dark:text-white">
          {paymentMessages.billingInformation}
        </legend>
        <TextField
          label={paymentMessages.fullName}
          {...billingField("name", nameError, setNameError)}
          onBlur={() => setNameError(billing.name.trim() ? undefined : validationMessages.fullNameRequired)}
        />
        <TextField
          label={paymentMessages.emailAddress}
          type="email"
          {...billingField("email", emailError, setEmailError)}
        />
      </fieldset>

      {item.price > 0 && (
        <CouponField classId={item._id} applied={coupon} onApplied={onCouponChange} disabled={processing} />
      )}

      <fieldset hidden={free}>
        <legend className="mb-1.5 text-base font-semibold text-slate-900 dark:text-white">
          {paymentMessages.cardInformation}
        </legend>
        <CardField disabled={processing} />
        {gateway.error && (
          <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400" data-testid="card-error">
            {gateway.error}
          </p>
        )}
        {gateway.unavailable && (
          <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
            {paymentMessages.cardFormUnavailable}
          </p>
        )}
      </fieldset>

      {error && (
        <div
          role="alert"
          data-testid="payment-error"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
        >
          {error}
        </div>
      )}

      <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <StrokeIcon size={18} rounded={false} className="mt-0.5 shrink-0 text-emerald-600 dark:text-emerald-400">
          <rect x="4" y="10" width="16" height="11" rx="2" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" />
        </StrokeIcon>
        <span>{paymentMessages.secureNote}</span>
      </p>

      <button
        type="submit"
        disabled={!canPay}
        aria-busy={processing || undefined}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-500 disabled:shadow-none dark:disabled:bg-slate-700 dark:disabled:text-slate-400"
      >
        {processing && (
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden="true"
          />
        )}
        {processing ? paymentMessages.processing : paymentMessages.pay(formatPrice(price))}
      </button>
    </form>
  );
}
