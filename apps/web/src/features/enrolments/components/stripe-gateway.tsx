import { classPageMessages } from "@classwise/shared";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useMediaQuery } from "../../../lib/use-media-query";
import { type BillingDetails, type CardConfirmation, type CardGateway, CardGatewayContext } from "../lib/card-gateway";

// One Stripe.js load per publishable key for the whole visit.
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch(() => null);
    stripeLoads.set(publishableKey, load);
  }
  return load;
}

interface StripeFieldEvents {
  onReady(): void;
  onChange(event: StripeCardElementChangeEvent): void;
}
const StripeFieldContext = createContext<StripeFieldEvents | null>(null);

/** Stripe's CardElement in the product's colours, postal code hidden (product §2 Payment). */
function StripeCardField({ disabled }: { disabled: boolean }) {
  const events = useContext(StripeFieldContext);
  const dark = useMediaQuery("(prefers-color-scheme: dark)");
  const options = useMemo(
    () => ({
      hidePostalCode: true,
      disabled,
      style: {
        base: {
          fontSize: "16px",
          fontFamily: "Inter Variable, ui-sans-serif, system-ui, sans-serif",
          color: dark ? "#f1f5f9" : "#0f172a",
          iconColor: dark ? "#94a3b8" : "#64748b",
          "::placeholder": { color: dark ? "#64748b" : "#94a3b8" },
        },
        invalid: { color: dark ? "#f87171" : "#dc2626", iconColor: dark ? "#f87171" : "#dc2626" },
      },
    }),
    [dark, disabled],
  );
  return (
    <div className="rounded-lg border border-slate-300 bg-white px-3 py-3.5 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900">
      <CardElement options={options} onReady={events?.onReady} onChange={events?.onChange} />
    </div>
  );
}

function StripeGatewayInner({ children, failed }: { children: ReactNode; failed: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cardVersion, setCardVersion] = useState(0);

  const events = useMemo<StripeFieldEvents>(
    () => ({
      onReady: () => setElementReady(true),
      onChange: (event) => {
        setComplete(event.complete);
        setError(event.error?.message ?? null);
        setCardVersion((version) => version + 1);
      },
    }),
    [],
  );

  // product §7: the card is confirmed directly with the client secret, billing name and email.
  const confirm = useCallback(
    async (clientSecret: string, billing: BillingDetails): Promise<CardConfirmation> => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { status: "failed", reason: "other", message: classPageMessages.paymentFailed };
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (result.error) {
        const isCard = result.error.type === "card_error" || result.error.type === "validation_error";
        return {
          status: "failed",
          reason: isCard ? "card" : "other",
          message: result.error.message ?? classPageMessages.paymentFailed,
        };
      }
      if (result.paymentIntent?.status === "succeeded") {
        return { status: "succeeded", paymentIntentId: result.paymentIntent.id };
      }
      return { status: "failed", reason: "other", message: classPageMessages.paymentFailed };
    },
    [stripe, elements],
  );

  const gateway = useMemo<CardGateway>(
    () => ({
      kind: "stripe",
      ready: Boolean(stripe && elements && elementReady),
      complete,
      error,
      cardVersion,
      unavailable: failed,
      CardField: StripeCardField,
      confirm,
    }),
    [stripe, elements, elementReady, complete, error, cardVersion, failed, confirm],
  );

  return (
    <StripeFieldContext.Provider value={events}>
      <CardGatewayContext.Provider value={gateway}>{children}</CardGatewayContext.Provider>
    </StripeFieldContext.Provider>
  );
}

/** Stripe Elements behind the card gateway interface; this module (and Stripe.js) loads only in stripe mode. */
export default function StripeGatewayProvider({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    void stripePromise.then((stripe) => {
      if (active && !stripe) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [stripePromise]);
  return (
    <Elements stripe={stripePromise}>
      <StripeGatewayInner failed={failed}>{children}</StripeGatewayInner>
    </Elements>
  );
}
