import type { ButtonHTMLAttributes, Ref } from "react";
import { type ButtonVariant, buttonClass } from "./link-styles";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: "md" | "sm";
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  className = "",
  children,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass(variant, size)} ${className}`}
      {...props}
    >
      {busy && <BusySpinner />}
      {children}
    </button>
  );
}

/** The small spinner a busy button or row shows beside its label. */
export function BusySpinner({ testId }: { testId?: string }) {
  return (
    <span
      data-testid={testId}
      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      aria-hidden="true"
    />
  );
}
