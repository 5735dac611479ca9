import {
  adminPayoutsResponseSchema,
  earningsResponseSchema,
  payoutAccountResponseSchema,
  payoutRunResponseSchema,
  payoutScheduleResponseSchema,
  payoutScheduleSchema,
} from "../schemas/earnings.js";
import { defineContract } from "./contract.js";

/** A teacher's earnings and payout account, the admin's payout runs and their schedule (docs/payments.md). */
export const payoutContracts = {
  earnings: defineContract({ method: "GET", path: "/teacher/earnings", response: { 200: earningsResponseSchema } }),
  connectAccount: defineContract({
    method: "POST",
    path: "/teacher/payout-account",
    response: { 200: payoutAccountResponseSchema },
  }),
  run: defineContract({ method: "POST", path: "/admin/payouts/run", response: { 200: payoutRunResponseSchema } }),
  schedule: defineContract({
    method: "GET",
    path: "/admin/payouts/schedule",
    response: { 200: payoutScheduleResponseSchema },
  }),
  setSchedule: defineContract({
    method: "PUT",
    path: "/admin/payouts/schedule",
    body: payoutScheduleSchema,
    response: { 200: payoutScheduleResponseSchema },
  }),
  list: defineContract({ method: "GET", path: "/admin/payouts", response: { 200: adminPayoutsResponseSchema } }),
};
