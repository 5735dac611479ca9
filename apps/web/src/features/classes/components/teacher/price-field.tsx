import { classesMessages } from "@classwise/shared";
import { type ComponentProps, forwardRef } from "react";
import { TextField } from "../../../../components/ui/form-field";

/** The price of a class in dollars, cents allowed; the same field in Add Class and the Update modal. */
export const PriceField = forwardRef<HTMLInputElement, Omit<ComponentProps<typeof TextField>, "label" | "type">>(
  function PriceField(props, ref) {
    return (
      <TextField
        ref={ref}
        label={classesMessages.priceLabel}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        className="sm:max-w-xs"
        {...props}
      />
    );
  },
);
