/** Coupons (docs/payments.md "Coupons"): the refusals the payment page shows under "Apply coupon". */
export const couponsMessages = {
  unknown: "This coupon code does not exist.",
  expired: "This coupon has expired.",
  notStarted: "This coupon is not valid yet.",
  usedUp: "This coupon has been used up.",
  notForClass: "This coupon is not valid for this class.",
  alreadyUsed: "You have already used this coupon.",
  applied: "Coupon applied.",
  created: "Coupon created.",
  codeTaken: "A coupon with this code already exists.",
  classNotYours: "You can create coupons only for your own classes.",
  classNotFound: "Class not found",
  codeFormat: "Use 3 to 32 letters, digits, hyphens or underscores.",
  percentRange: "Percent off must be a whole number from 5 to 100.",
  oneDiscount: "Give either a percent off or a fixed amount off.",
  expiryBeforeStart: "The expiry must be after the start.",
  enrolledFree: "Coupon applied: the class is free and you are enrolled.",
  // Payment page.
  fieldLabel: "Coupon code",
  applyButton: "Apply coupon",
  removeButton: "Remove coupon",
  appliedPrice: (code: string, discount: string, price: string) => `${code}: ${discount} off, you pay ${price}.`,
} as const;
