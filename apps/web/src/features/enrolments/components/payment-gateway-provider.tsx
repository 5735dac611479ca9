import { classPageMessages, paymentMessages } from "@classwise/shared";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { usePublicConfig } from "../../../lib/api/config";
import { type CardConfirmation, type CardGateway, CardGatewayContext } from "../lib/card-gateway";
import { SandboxGatewayProvider } from "./sandbox-gateway";

// Stripe.js and Stripe Elements are fetched only when the server is in stripe mode.
const StripeGatewayProvider = lazy(() => import("./stripe-gateway"));

function PendingCardField() {
  return (
    <div
      className="flex h-12 items-center rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-500 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-400"
      role="status"
    >
      {paymentMessages.loadingCardForm}
    </div>
  );
}

const notReady = async (): Promise<CardConfirmation> => ({
  status: "failed",
  reason: "other",
  message: classPageMessages.paymentFailed,
});

/** A gateway that is never ready: while the payment settings or library load, or when they cannot. */
function PendingGateway({ unavailable, children }: { unavailable: boolean; children: ReactNode }) {
  const gateway = useMemo<CardGateway>(
    () => ({
      kind: "sandbox",
      ready: false,
      complete: false,
      error: null,
      cardVersion: 0,
      unavailable,
      CardField: PendingCardField,
      confirm: notReady,
    }),
    [unavailable],
  );
  return <CardGatewayContext.Provider value={gateway}>{children}</CardGatewayContext.Provider>;
}

/** Chooses the card gateway from GET /config: Stripe Elements in stripe mode, else the sandbox card form. */
export function PaymentGatewayProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  if (config.isPending) return <PendingGateway unavailable={false}>{children}</PendingGateway>;
  if (config.isError) return <PendingGateway unavailable>{children}</PendingGateway>;
  const { provider, publishableKey } = config.data.payments;
  if (provider === "stripe" && publishableKey) {
    return (
      <Suspense fallback={<PendingGateway unavailable={false}>{children}</PendingGateway>}>
        <StripeGatewayProvider publishableKey={publishableKey}>{children}</StripeGatewayProvider>
      </Suspense>
    );
  }
  return <SandboxGatewayProvider>{children}</SandboxGatewayProvider>;
}
