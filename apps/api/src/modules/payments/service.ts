import type { Db } from "@classwise/db/client";
import {
  type AdminPaymentsQuery,
  type AdminPaymentsResponse,
  messages,
  type PageQuery,
  type PaymentHistoryResponse,
  type ReceiptResponse,
  receiptNumberOf,
  totalPagesFor,
} from "@classwise/shared";
import type { Config } from "../../config.js";
import { notFound } from "../../lib/errors.js";
import { searchTextPattern } from "../../lib/like-pattern.js";
import { boundedWindow, browseWindow } from "../../lib/pagination.js";
import { type Actor, can } from "../../policy/index.js";
import * as repository from "./repository.js";
import { type RefundRules, toPaymentRecord } from "./to-payment-record.js";

export interface PaymentsDeps {
  db: Db;
  config: Pick<Config, "refunds" | "seller" | "now">;
}

export function refundRulesFor(deps: PaymentsDeps, actor: Actor): RefundRules {
  return {
    refundsAny: can(actor, "update:payment", "any"),
    windowDays: deps.config.refunds.windowDays,
    now: deps.config.now(),
  };
}

/** GET /payments: the caller's own paid payments, newest first (whatever their role). */
export async function listPaymentHistory(
  deps: PaymentsDeps,
  actor: Actor,
  query: PageQuery,
): Promise<PaymentHistoryResponse> {
  const window = boundedWindow(query, messages.api.pageTooDeep);
  const { rows, total } = await repository.findPaymentHistory(deps.db, actor.uid, window);
  const rules = refundRulesFor(deps, actor);
  return {
    success: true,
    payments: rows.map((row) => toPaymentRecord(row, rules)),
    totalPayments: total,
    totalPages: totalPagesFor(total, query.limit),
  };
}

/** GET /payments/{id}/receipt: the buyer's, or any for an admin; someone else's answers like a missing one. */
export async function getReceipt(deps: PaymentsDeps, actor: Actor, paymentId: string): Promise<ReceiptResponse> {
  const row = await repository.findPaymentRecord(deps.db, paymentId);
  if (!row || (row.student_id !== actor.uid && !can(actor, "read:payment", "any"))) {
    throw notFound(messages.payments.paymentNotFound);
  }
  return {
    success: true,
    receipt: { ...toPaymentRecord(row, refundRulesFor(deps, actor)), seller: deps.config.seller },
  };
}

/**
 * GET /admin/payments: every paid payment, newest first, by status, searched by student name or email,
 * class title (db/newest-first.ts, decision 14) or receipt number (its unique index).
 */
export async function listAdminPayments(
  deps: PaymentsDeps,
  actor: Actor,
  query: AdminPaymentsQuery,
): Promise<AdminPaymentsResponse> {
  const receiptNumber = query.search ? receiptNumberOf(query.search) : null;
  const window = browseWindow(query, Boolean(query.search));
  let found: { ids: string[]; total: number; totalIsEstimate: boolean };
  if (receiptNumber !== null) {
    const id = await repository.findIdByReceiptNumber(deps.db, receiptNumber, query.status);
    const ids = id && window.offset === 0 ? [id] : [];
    found = { ids, total: id ? 1 : 0, totalIsEstimate: false };
  } else {
    const pattern = query.search ? searchTextPattern(query.search) : undefined;
    found = await repository.pagePaymentIds(deps.db, query.status, window, pattern);
  }
  const rows = await repository.findPaymentRecords(deps.db, found.ids);
  const rules = refundRulesFor(deps, actor);
  return {
    success: true,
    payments: rows.map((row) => toPaymentRecord(row, rules)),
    totalPayments: found.total,
    totalPages: totalPagesFor(found.total, query.limit),
    ...(found.totalIsEstimate ? { totalIsEstimate: true as const } : {}),
  };
}
