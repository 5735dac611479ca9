import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from "react";
import { borderFor, FieldShell, inputClass, useFieldIds } from "./form-field";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input with the same look, error and hint lines as TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className, rows = 5, ...props },
  ref,
) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldShell inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} resize-y ${borderFor(error)}`}
        {...props}
      />
    </FieldShell>
  );
});
