import { cvcLength, messages, parseExpiry, validateCardNumber, validateExpiry } from "@classwise/shared";
import { type KeyboardEvent, useRef } from "react";
import { type SandboxCardField as Field, nextCardNumber, nextExpiry } from "../lib/sandbox-card";
import { useSandboxCard } from "../lib/sandbox-card-context";
import { CardBrandIcon } from "./card-brand-icon";

const inputClass =
  "h-11 min-w-0 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400 disabled:cursor-not-allowed disabled:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-500";

/**
 * The sandbox card form, shaped like Stripe's single-line card element: brand mark, spaced number,
 * MM / YY and CVC in one box (the number gets its own row on narrow screens), no postal code.
 */
export function SandboxCardField({ disabled }: { disabled: boolean }) {
  const { value, analysis, setField, touch } = useSandboxCard();
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const hasError = analysis.error !== null;

  const onNumber = (raw: string) => {
    const next = nextCardNumber(raw);
    setField("number", next);
    // Stripe moves on by itself once the number is complete and valid, and once the date is.
    if (next.length > value.number.length && validateCardNumber(next) === null) expiryRef.current?.focus();
  };

  const onExpiry = (raw: string) => {
    const next = nextExpiry(value.expiry, raw);
    setField("expiry", next);
    if (next.length > value.expiry.length && validateExpiry(parseExpiry(next)) === null) cvcRef.current?.focus();
  };

  const onCvc = (raw: string) => setField("cvc", raw.replace(/\D/g, "").slice(0, cvcLength(analysis.brand)));

  // Backspace in an empty field goes back to the previous one, as in Stripe's element.
  const backTo = (target: React.RefObject<HTMLInputElement | null>, field: Field) => (event: KeyboardEvent) => {
    if (event.key === "Backspace" && value[field] === "") target.current?.focus();
  };

  return (
    <div className="@container">
      <div
        className={`flex flex-col rounded-lg border bg-white shadow-sm transition focus-within:ring-2 @sm:flex-row @sm:items-center dark:bg-slate-900 ${
          hasError
            ? "border-red-500 focus-within:ring-red-500/25 dark:border-red-500"
            : "border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-500/30 dark:border-slate-700"
        } ${disabled ? "opacity-70" : ""}`}
        data-testid="sandbox-card-field"
      >
        <div className="flex min-w-0 flex-1 items-center gap-2.5 px-3">
          <CardBrandIcon brand={analysis.brand} />
          <input
            ref={numberRef}
            className={`${inputClass} flex-1 tabular-nums ${analysis.errorField === "number" ? "text-red-600 dark:text-red-400" : ""}`}
            value={value.number}
            onChange={(event) => onNumber(event.target.value)}
            onBlur={() => touch("number")}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            aria-label={messages.payment.cardNumber}
            aria-invalid={analysis.errorField === "number" || undefined}
            disabled={disabled}
            name="cardnumber"
          />
        </div>
        <div className="flex border-t border-slate-200 @sm:border-t-0 dark:border-slate-700">
          <input
            ref={expiryRef}
            className={`${inputClass} w-1/2 px-3 tabular-nums @sm:w-[5.5rem] @sm:px-2 ${analysis.errorField === "expiry" ? "text-red-600 dark:text-red-400" : ""}`}
            value={value.expiry}
            onChange={(event) => onExpiry(event.target.value)}
            onBlur={() => touch("expiry")}
            onKeyDown={backTo(numberRef, "expiry")}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            aria-label={messages.payment.cardExpiry}
            aria-invalid={analysis.errorField === "expiry" || undefined}
            disabled={disabled}
            name="exp-date"
          />
          <input
            ref={cvcRef}
            className={`${inputClass} w-1/2 border-l border-slate-200 px-3 tabular-nums @sm:w-16 @sm:border-l-0 @sm:px-2 dark:border-slate-700 ${analysis.errorField === "cvc" ? "text-red-600 dark:text-red-400" : ""}`}
            value={value.cvc}
            onChange={(event) => onCvc(event.target.value)}
            onBlur={() => touch("cvc")}
            onKeyDown={backTo(expiryRef, "cvc")}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            aria-label={messages.payment.cardCvc}
            aria-invalid={analysis.errorField === "cvc" || undefined}
            disabled={disabled}
            name="cvc"
          />
        </div>
      </div>
      <SandboxHint />
    </div>
  );
}

function SandboxHint() {
  return (
    <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200">
      <p>
        <span className="font-semibold">{messages.payment.sandboxTitle}:</span> {messages.payment.sandboxHint}
      </p>
      <p className="mt-1 text-amber-800/90 dark:text-amber-200/80">{messages.payment.sandboxDeclineHint}</p>
    </div>
  );
}
