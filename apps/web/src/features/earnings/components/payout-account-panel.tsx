import { moneyScreenMessages } from "@classwise/shared";
import { Button } from "../../../components/ui/button";
import { panelClass } from "../../../components/ui/titled-section";
import { toast } from "../../../lib/toast";
import { useConnectPayoutAccount } from "../api/connect-payout-account";

const copy = moneyScreenMessages.earnings;

/** Whether payouts have somewhere to go, and the button that connects (or finishes connecting) the account. */
export function PayoutAccountPanel({ account }: { account: { connected: boolean; ready: boolean } }) {
  const connect = useConnectPayoutAccount();
  return (
    <section
      aria-labelledby="payout-account-title"
      className={`${panelClass} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}
    >
      <div>
        <h3 id="payout-account-title" className="font-semibold">
          {copy.accountTitle}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="payout-account-status">
          {account.ready ? copy.accountReady : copy.accountNotReady}
        </p>
      </div>
      {!account.ready && (
        <Button
          busy={connect.isPending}
          onClick={() =>
            connect.mutate(undefined, {
              onSuccess: (result) => toast.success(result.message),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {copy.connectButton}
        </Button>
      )}
    </section>
  );
}
