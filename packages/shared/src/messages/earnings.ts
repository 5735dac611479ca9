/** Earnings, payouts and the payout account (docs/payments.md "Ledger", "Payouts"). */
export const earningsMessages = {
  // API answers.
  payoutRunDone: (paid: number, failed: number) =>
    `Payout run finished: ${paid} paid, ${failed} failed (failed transfers are retried by the next run).`,
  payoutScheduleSaved: "Payout schedule saved.",
  accountConnected: "Your payout account is connected.",
  accountOnboarding: "Finish setting up your payout account with the payment provider.",
  accountUnavailable: "The payment service did not answer, so the payout account was not connected. Please try again.",
  csvHeader: ["Period", "Enrolments", "Revenue", "Your share", "Refunded", "Currency"],
  deletedEntry: "(deleted)",
} as const;
