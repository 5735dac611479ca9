import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { StrokeIcon } from "./stroke-icon";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export const inputClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800";

export function borderFor(error: string | undefined) {
  return error ? "border-red-500 dark:border-red-500" : "border-slate-300 dark:border-slate-700";
}

/** The error line of a field, or its hint when there is no error. */
export function FieldMessage({
  inputId,
  error,
  hint,
}: {
  inputId: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  if (error) {
    return (
      <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
        {error}
      </p>
    );
  }
  if (hint) {
    return (
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
    );
  }
  return null;
}

/** The ids a field's control needs: its own id (given or generated) and the line that describes it. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint?: ReactNode) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return { inputId, describedBy };
}

/**
 * The frame every labelled control shares: the label above, the control, then the error line or the hint
 * (`message` replaces that line where a field reserves its space).
 */
export function FieldShell({
  inputId,
  label,
  error,
  hint,
  message,
  className,
  children,
}: {
  inputId: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  message?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
      {message ?? <FieldMessage inputId={inputId} error={error} hint={hint} />}
    </div>
  );
}

/** A labelled single-line input. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldShell inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${borderFor(error)}`}
        {...props}
      />
    </FieldShell>
  );
});

/** Password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, "type">>(function PasswordField(
  { label, error, id, className, ...props },
  ref,
) {
  const { inputId, describedBy } = useFieldIds(id, error);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell inputId={inputId} label={label} error={error} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${borderFor(error)} pr-12`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
        >
          <StrokeIcon rounded={false}>
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M3 3l18 18" />}
          </StrokeIcon>
        </button>
      </div>
    </FieldShell>
  );
});
