import { z } from "zod";
import { couponsMessages } from "../messages/index.js";
import { idSchema, successResponse } from "./common.js";
import { couponCodeSchema } from "./enrolments.js";

export const createCouponBodySchema = z
  .object({
    code: couponCodeSchema,
    /** Omitted: every class of the teacher (a teacher's coupon) or every class (an admin's). */
    classId: idSchema.optional(),
    percentOff: z.number().int().min(5, couponsMessages.percentRange).max(100, couponsMessages.percentRange).optional(),
    /** Fixed amount off, in cents. */
    amountOffCents: z.number().int().min(1).max(100_000_000).optional(),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((body) => (body.percentOff === undefined) !== (body.amountOffCents === undefined), {
    message: couponsMessages.oneDiscount,
    path: ["percentOff"],
  })
  .refine((body) => !body.startsAt || !body.expiresAt || new Date(body.expiresAt) > new Date(body.startsAt), {
    message: couponsMessages.expiryBeforeStart,
    path: ["expiresAt"],
  });
export type CreateCouponBody = z.infer<typeof createCouponBodySchema>;

export const couponRecordSchema = z.object({
  _id: z.string(),
  code: z.string(),
  classId: z.string().nullable(),
  teacherId: z.string().nullable(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().nullable(),
  redeemedCount: z.number(),
  /** Set once the code was disabled: it is refused like an expired one. */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CouponRecord = z.infer<typeof couponRecordSchema>;

export const couponResponseSchema = successResponse({ message: z.string(), coupon: couponRecordSchema });
export const couponListResponseSchema = successResponse({ coupons: z.array(couponRecordSchema) });

export const applyCouponBodySchema = z.object({ classId: idSchema, code: couponCodeSchema });
export const applyCouponResponseSchema = successResponse({
  message: z.string(),
  /** In cents: the class's price, the discount and what the student pays. */
  listPriceCents: z.number().int(),
  discountCents: z.number().int(),
  priceCents: z.number().int(),
});
export type ApplyCouponResponse = z.infer<typeof applyCouponResponseSchema>;
