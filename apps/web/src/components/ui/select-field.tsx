import { optionLabel } from "@classwise/shared";
import { forwardRef, type SelectHTMLAttributes } from "react";
import { FieldShell, useFieldIds } from "./form-field";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  placeholder: string;
  /** Hyphenated values, shown title-cased (product §3). */
  options: readonly string[];
  error?: string | undefined;
}

/** A labelled select matching the text fields of components/ui/form-field. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, placeholder, options, error, id, className, ...props },
  ref,
) {
  const { inputId: selectId } = useFieldIds(id, error);
  return (
    <FieldShell
      inputId={selectId}
      label={label}
      className={className}
      message={
        // The line is reserved even when empty: an error appearing on blur must not move the submit button
        // away from a click that is already under way.
        <p
          id={`${selectId}-error`}
          role={error ? "alert" : undefined}
          className="mt-1 min-h-5 text-sm text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      }
    >
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:bg-slate-900 dark:text-slate-100 dark:scheme-dark ${
          error ? "border-red-500 dark:border-red-500" : "border-slate-300 dark:border-slate-700"
        }`}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
