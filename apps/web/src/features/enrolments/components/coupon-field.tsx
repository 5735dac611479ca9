import { centsToDollars, classPageMessages, couponsMessages, formatPrice } from "@classwise/shared";
import { useId, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { applyCoupon } from "../api/apply-coupon";

export interface AppliedCoupon {
  code: string;
  discountCents: number;
  priceCents: number;
}

/**
 * The payment page's "Apply coupon" field (docs/payments.md "Coupons"): the server prices the class with the
 * code or says why it does not apply; the code is sent again with the intent, which is priced anew.
 */
export function CouponField({
  classId,
  applied,
  onApplied,
  disabled,
}: {
  classId: string;
  applied: AppliedCoupon | null;
  onApplied(coupon: AppliedCoupon | null): void;
  disabled?: boolean;
}) {
  const id = useId();
  const [code, setCode] = useState(applied?.code ?? "");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!code.trim() || busy) return;
    setBusy(true);
    try {
      const res = await applyCoupon(classId, code.trim().toUpperCase());
      onApplied({ code: code.trim().toUpperCase(), discountCents: res.discountCents, priceCents: res.priceCents });
    } catch (failure) {
      onApplied(null);
      setRefusal(failure instanceof ApiError ? failure.message : classPageMessages.paymentFailed);
    } finally {
      setBusy(false);
    }
  };

  const appliedText = applied
    ? couponsMessages.appliedPrice(
        applied.code,
        formatPrice(centsToDollars(applied.discountCents)),
        formatPrice(centsToDollars(applied.priceCents)),
      )
    : "";

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {couponsMessages.fieldLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="coupon"
          value={code}
          disabled={disabled || applied !== null}
          autoComplete="off"
          onChange={(event) => {
            setCode(event.target.value);
            setRefusal(null);
          }}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 uppercase dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        />
        {applied ? (
          <button
            type="button"
            onClick={() => {
              onApplied(null);
              setRefusal(null);
              setCode("");
            }}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-200"
          >
            {couponsMessages.removeButton}
          </button>
        ) : (
          <button
            type="button"
            disabled={disabled || busy || !code.trim()}
            onClick={() => void apply()}
            className="rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white disabled:bg-slate-300 disabled:text-slate-600 dark:bg-slate-200 dark:text-slate-900 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
          >
            {couponsMessages.applyButton}
          </button>
        )}
      </div>
      <p
        role={refusal ? "alert" : "status"}
        data-testid="coupon-status"
        className={
          refusal ? "text-sm text-red-700 dark:text-red-300" : "text-sm text-emerald-700 dark:text-emerald-300"
        }
      >
        {refusal ?? appliedText}
      </p>
    </div>
  );
}
