import { type ComponentProps, forwardRef } from "react";
import { TextField } from "../../../components/ui/form-field";

/** The email field of the identity forms (sign-in, sign-up, forgot password): browsers fill it in. */
export const EmailField = forwardRef<HTMLInputElement, Omit<ComponentProps<typeof TextField>, "type">>(
  function EmailField(props, ref) {
    return <TextField ref={ref} type="email" autoComplete="email" placeholder="you@example.com" {...props} />;
  },
);
