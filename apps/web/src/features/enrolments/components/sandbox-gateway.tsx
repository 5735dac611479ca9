import { classPageMessages } from "@classwise/shared";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { confirmSandboxPayment } from "../api/confirm-sandbox-payment";
import { type BillingDetails, type CardConfirmation, type CardGateway, CardGatewayContext } from "../lib/card-gateway";
import {
  analyseCard,
  cardDetails,
  emptyCard,
  type SandboxCardField as Field,
  type SandboxCardTouched,
  type SandboxCardValue,
} from "../lib/sandbox-card";
import { SandboxCardContext } from "../lib/sandbox-card-context";
import { SandboxCardField } from "./sandbox-card-field";

async function confirmWithSandbox(
  clientSecret: string,
  value: SandboxCardValue,
  billing: BillingDetails,
): Promise<CardConfirmation> {
  try {
    const { paymentIntent } = await confirmSandboxPayment(clientSecret, {
      card: cardDetails(value),
      billingDetails: billing,
    });
    if (paymentIntent.status === "succeeded") return { status: "succeeded", paymentIntentId: paymentIntent.id };
    return { status: "failed", reason: "other", message: classPageMessages.paymentFailed };
  } catch (error) {
    // 402 is a card error: the processor's own words, shown as they are.
    if (error instanceof ApiError && error.status === 402)
      return { status: "failed", reason: "card", message: error.message };
    const message = error instanceof ApiError && error.status > 0 ? error.message : classPageMessages.paymentFailed;
    return { status: "failed", reason: "other", message };
  }
}

/** The built-in processor's card form behind the same gateway interface as Stripe Elements. */
export function SandboxGatewayProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<SandboxCardValue>(emptyCard);
  const [cardVersion, setCardVersion] = useState(0);
  const [touched, setTouched] = useState<SandboxCardTouched>({ number: false, expiry: false, cvc: false });
  const analysis = useMemo(() => analyseCard(value, touched), [value, touched]);
  const valueRef = useRef(value);
  valueRef.current = value;

  const setField = useCallback((field: Field, next: string) => {
    setValue((current) => ({ ...current, [field]: next }));
    setCardVersion((version) => version + 1);
  }, []);
  const touch = useCallback(
    (field: Field) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    [],
  );
  const confirm = useCallback(
    (clientSecret: string, billing: BillingDetails) => confirmWithSandbox(clientSecret, valueRef.current, billing),
    [],
  );

  const card = useMemo(() => ({ value, analysis, setField, touch }), [value, analysis, setField, touch]);
  const gateway = useMemo<CardGateway>(
    () => ({
      kind: "sandbox",
      ready: true,
      complete: analysis.complete,
      error: analysis.error,
      cardVersion,
      unavailable: false,
      CardField: SandboxCardField,
      confirm,
    }),
    [analysis, cardVersion, confirm],
  );
  return (
    <SandboxCardContext.Provider value={card}>
      <CardGatewayContext.Provider value={gateway}>{children}</CardGatewayContext.Provider>
    </SandboxCardContext.Provider>
  );
}
