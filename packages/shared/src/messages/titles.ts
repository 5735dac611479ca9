/** Titles of the public routes' pages, on their own so the route table carries no other texts. */
export const pageTitles = {
  catalogue: "Explore All Classes",
  certificateVerification: "Certificate verification",
  checkout: "Checkout",
  receipt: "Receipt",
} as const;
