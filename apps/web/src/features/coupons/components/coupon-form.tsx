import { type CreateCouponBody, couponsMessages, moneyScreenMessages } from "@classwise/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/form-field";
import { panelClass } from "../../../components/ui/titled-section";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useCreateCoupon } from "../api/create-coupon";

const copy = moneyScreenMessages.coupons;
const selectClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm dark:border-slate-700 dark:bg-slate-900";

type Errors = Partial<Record<"code" | "classId" | "percentOff" | "amountOffCents" | "expiresAt" | "form", string>>;

const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);
const wholeOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));

/**
 * The new-coupon form: a teacher picks one of their classes (or all of them), an admin types a class id (or
 * leaves it empty for every class). The server checks everything again and prices every purchase itself.
 */
export function CouponForm({ classes }: { classes: readonly { _id: string; title: string }[] | null }) {
  const create = useCreateCoupon();
  const [kind, setKind] = useState<"percent" | "amount">("percent");
  const [errors, setErrors] = useState<Errors>({});
  // A new key after each coupon created: the form starts empty again.
  const [formKey, setFormKey] = useState(0);
  const classFieldId = useId();
  const kindName = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const amount = Number(text("amount"));
    if (kind === "amount" && !(amount >= 0.01)) {
      setErrors({ amountOffCents: copy.amountInvalid });
      return;
    }
    const body: CreateCouponBody = {
      code: text("code").toUpperCase(),
      ...(text("classId") ? { classId: text("classId") } : {}),
      ...(kind === "percent"
        ? { percentOff: wholeOrUndefined(text("percent")) ?? Number.NaN }
        : { amountOffCents: Math.round(amount * 100) }),
      ...(isoOf(text("startsAt")) ? { startsAt: isoOf(text("startsAt")) } : {}),
      ...(isoOf(text("expiresAt")) ? { expiresAt: isoOf(text("expiresAt")) } : {}),
      ...(wholeOrUndefined(text("maxRedemptions")) ? { maxRedemptions: wholeOrUndefined(text("maxRedemptions")) } : {}),
    } as CreateCouponBody;
    setErrors({});
    create.mutate(body, {
      onSuccess: (result) => {
        toast.success(result.message);
        setFormKey((key) => key + 1);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : undefined;
        const first = (name: string) => fields?.[name]?.[0];
        setErrors({
          code: first("code"),
          classId: first("classId"),
          percentOff: first("percentOff"),
          amountOffCents: first("amountOffCents"),
          expiresAt: first("expiresAt"),
          form: fields ? undefined : error.message,
        });
      },
    });
  }

  return (
    <section aria-labelledby="coupon-form-title" className={panelClass}>
      <h3 id="coupon-form-title" className="text-lg font-semibold">
        {copy.createTitle}
      </h3>
      <form key={formKey} onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          name="code"
          label={copy.codeLabel}
          hint={couponsMessages.codeFormat}
          error={errors.code}
          required
          maxLength={32}
          autoComplete="off"
        />
        {classes ? (
          <div>
            <label htmlFor={classFieldId} className="mb-1 block text-sm font-medium">
              {copy.classLabel}
            </label>
            <select id={classFieldId} name="classId" className={selectClass} defaultValue="">
              <option value="">{copy.allMyClasses}</option>
              {classes.map((item) => (
                <option key={item._id} value={item._id}>
                  {item.title}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <TextField
            name="classId"
            label={copy.classIdLabel}
            hint={copy.classIdHint}
            error={errors.classId}
            autoComplete="off"
          />
        )}
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">{copy.discountLabel}</legend>
          <div className="flex gap-5">
            {(["percent", "amount"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={kindName}
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="h-4 w-4 accent-brand-600"
                />
                {value === "percent" ? copy.percentOption : copy.amountOption}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === "percent" ? (
          <TextField
            key="percent"
            name="percent"
            type="number"
            min={5}
            max={100}
            step={1}
            label={copy.percentLabel}
            error={errors.percentOff}
            required
          />
        ) : (
          <TextField
            key="amount"
            name="amount"
            type="number"
            min={0.01}
            step={0.01}
            label={copy.amountLabel}
            error={errors.amountOffCents}
            required
          />
        )}
        <TextField name="maxRedemptions" type="number" min={1} step={1} label={copy.maxLabel} />
        <TextField name="startsAt" type="datetime-local" label={copy.startsLabel} />
        <TextField name="expiresAt" type="datetime-local" label={copy.expiresLabel} error={errors.expiresAt} />
        {errors.form && (
          <p role="alert" className="text-sm text-red-600 sm:col-span-2 dark:text-red-400">
            {errors.form}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" busy={create.isPending}>
            {copy.createButton}
          </Button>
        </div>
      </form>
    </section>
  );
}
