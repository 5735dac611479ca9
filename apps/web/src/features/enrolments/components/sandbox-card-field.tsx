import { cvcLength, parseExpiry, paymentMessages, validateCardNumber, validateExpiry } from "@classwise/shared";
import { type KeyboardEvent, type RefObject, useRef } from "react";
import { type SandboxCardField as Field, nextCardNumber, nextExpiry } from "../lib/sandbox-card";
import { useSandboxCard } from "../lib/sandbox-card-context";
import { CardBrandIcon } from "./card-brand-icon";

const inputClass =
  "h-11 min-w-0 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400 disabled:cursor-not-allowed disabled:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-500";

/** What tells the three parts apart, besides their width (`PART_CLASS`). */
const PARTS = {
  number: { autoComplete: "cc-number", placeholder: "1234 1234 1234 1234", name: "cardnumber", after: null },
  expiry: { autoComplete: "cc-exp", placeholder: "MM / YY", name: "exp-date", after: "number" },
  cvc: { autoComplete: "cc-csc", placeholder: "CVC", name: "cvc", after: "expiry" },
} as const satisfies Record<Field, { after: Field | null } & Record<string, unknown>>;

const PART_CLASS: Record<Field, string> = {
  number: "flex-1 tabular-nums",
  expiry: "w-1/2 px-3 tabular-nums @sm:w-[5.5rem] @sm:px-2",
  cvc: "w-1/2 border-l border-slate-200 px-3 tabular-nums @sm:w-16 @sm:border-l-0 @sm:px-2 dark:border-slate-700",
};

const PART_LABEL: Record<Field, string> = {
  number: paymentMessages.cardNumber,
  expiry: paymentMessages.cardExpiry,
  cvc: paymentMessages.cardCvc,
};

type PartRefs = Record<Field, RefObject<HTMLInputElement | null>>;

/**
 * The sandbox card form, shaped like Stripe's single-line card element: brand mark, spaced number,
 * MM / YY and CVC in one box (the number gets its own row on narrow screens), no postal code.
 */
export function SandboxCardField({ disabled }: { disabled: boolean }) {
  const { value, analysis, setField } = useSandboxCard();
  const refs: PartRefs = {
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };
  const hasError = analysis.error !== null;

  const onNumber = (raw: string) => {
    const next = nextCardNumber(raw);
    setField("number", next);
    // Stripe moves on by itself once the number is complete and valid, and once the date is.
    if (next.length > value.number.length && validateCardNumber(next) === null) refs.expiry.current?.focus();
  };

  const onExpiry = (raw: string) => {
    const next = nextExpiry(value.expiry, raw);
    setField("expiry", next);
    if (next.length > value.expiry.length && validateExpiry(parseExpiry(next)) === null) refs.cvc.current?.focus();
  };

  const onCvc = (raw: string) => setField("cvc", raw.replace(/\D/g, "").slice(0, cvcLength(analysis.brand)));

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
          <CardPart field="number" refs={refs} onValue={onNumber} disabled={disabled} />
        </div>
        <div className="flex border-t border-slate-200 @sm:border-t-0 dark:border-slate-700">
          <CardPart field="expiry" refs={refs} onValue={onExpiry} disabled={disabled} />
          <CardPart field="cvc" refs={refs} onValue={onCvc} disabled={disabled} />
        </div>
      </div>
      <SandboxHint />
    </div>
  );
}

/** One part of the card box; Backspace in an empty part goes back to the one before, as in Stripe's element. */
function CardPart({
  field,
  refs,
  onValue,
  disabled,
}: {
  field: Field;
  refs: PartRefs;
  onValue: (raw: string) => void;
  disabled: boolean;
}) {
  const { value, analysis, touch } = useSandboxCard();
  const { after, ...attributes } = PARTS[field];
  const isWrong = analysis.errorField === field;
  const onKeyDown = (event: KeyboardEvent) => {
    if (after && event.key === "Backspace" && value[field] === "") refs[after].current?.focus();
  };
  return (
    <input
      ref={refs[field]}
      className={`${inputClass} ${PART_CLASS[field]} ${isWrong ? "text-red-600 dark:text-red-400" : ""}`}
      value={value[field]}
      onChange={(event) => onValue(event.target.value)}
      onBlur={() => touch(field)}
      onKeyDown={after ? onKeyDown : undefined}
      inputMode="numeric"
      {...attributes}
      aria-label={PART_LABEL[field]}
      aria-invalid={isWrong || undefined}
      disabled={disabled}
    />
  );
}

function SandboxHint() {
  return (
    <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200">
      <p>
        <span className="font-semibold">{paymentMessages.sandboxTitle}:</span> {paymentMessages.sandboxHint}
      </p>
      <p className="mt-1 text-amber-800/90 dark:text-amber-200/80">{paymentMessages.sandboxDeclineHint}</p>
    </div>
  );
}
