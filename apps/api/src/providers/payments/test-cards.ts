/**
 * Stripe's documented test card numbers (https://docs.stripe.com/testing) and what Stripe test mode
 * answers for each. The sandbox processor gives the same answers, so switching to Stripe test keys
 * changes nothing for a student trying the product.
 */

export interface CardDecline {
  code: string;
  declineCode?: string;
  message: string;
}

const declined = "Your card was declined.";

const declines: Record<string, CardDecline> = {
  "4000000000000002": { code: "card_declined", declineCode: "generic_decline", message: declined },
  "4000000000009995": {
    code: "card_declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  "4000000000009987": { code: "card_declined", declineCode: "lost_card", message: declined },
  "4000000000009979": { code: "card_declined", declineCode: "stolen_card", message: declined },
  "4100000000000019": { code: "card_declined", declineCode: "fraudulent", message: declined },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": {
    code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

/** Numbers that succeed in Stripe test mode, one or more per brand. */
const successes = new Set([
  "4242424242424242",
  "4000056655665556",
  "5555555555554444",
  "2223003122003222",
  "5200828282828210",
  "5105105105105100",
  "378282246310005",
  "371449635398431",
  "6011111111111117",
  "6011000990139424",
  "3056930009020004",
  "36227206271667",
  "3566002020360505",
  "6200000000000005",
]);

/** Stripe test mode refuses real card numbers with this message. */
const liveCardInTestMode: CardDecline = {
  code: "card_declined",
  declineCode: "test_mode_live_card",
  message:
    "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
};

/** null when the card is accepted, else the decline Stripe test mode would answer. */
export function testCardOutcome(number: string): CardDecline | null {
  if (successes.has(number)) return null;
  return declines[number] ?? liveCardInTestMode;
}
