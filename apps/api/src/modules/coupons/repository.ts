import { randomUUID } from "node:crypto";
import type { Db } from "@classwise/db/client";
import { coupons } from "@classwise/db/schema";
import { and, desc, eq, isNull, sql } from "drizzle-orm";

export type CouponRow = typeof coupons.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function insertCoupon(db: Db, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
  return row;
}

export async function listCoupons(db: Db, createdBy: string | null) {
  const query = db.select().from(coupons);
  return (createdBy ? query.where(eq(coupons.createdBy, createdBy)) : query)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(200);
}

/** The coupon, when it exists and (with `createdBy`) was created by that user. */
export async function findCoupon(db: Db, couponId: string, createdBy: string | null) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), createdBy ? eq(coupons.createdBy, createdBy) : undefined));
  return row;
}

/** Marks the coupon disabled unless it already is; the row, or undefined when it was. */
export async function disableCoupon(db: Db, couponId: string) {
  const [row] = await db
    .update(coupons)
    .set({ disabledAt: sql`now()` })
    .where(and(eq(coupons.id, couponId), isNull(coupons.disabledAt)))
    .returning();
  return row;
}

export interface CouponCheck {
  coupon: CouponRow & { started: boolean; expired: boolean };
  /** The student's redemption of this coupon, if any, and the class it was for. */
  redeemedFor: string | null;
}

/** The coupon with this code as the database's clock sees it, and whether the student already used it. */
export async function findCouponForStudent(db: Db, code: string, studentId: string): Promise<CouponCheck | undefined> {
  const [row] = rowsOf<{
    id: string;
    started: boolean;
    expired: boolean;
    redeemed_for: string | null;
  }>(
    await db.execute(sql`
      select c.id, (c.starts_at is null or c.starts_at <= now()) as started,
        (c.expires_at is not null and c.expires_at <= now()) as expired,
        (select r.class_id from coupon_redemptions r where r.coupon_id = c.id and r.student_id = ${studentId})
          as redeemed_for
      from coupons c where c.code = ${code}`),
  );
  if (!row) return undefined;
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, row.id));
  if (!coupon) return undefined;
  return { coupon: { ...coupon, started: row.started, expired: row.expired }, redeemedFor: row.redeemed_for };
}

/**
 * Redeems the coupon for the student, in the caller's transaction: the redemption (unique per coupon and
 * student) first, then the count, by a conditional UPDATE that moves it only below the limit. So of 50
 * students at once on a 10-use code exactly 10 get a row back. Returns "redeemed", "used-up", or
 * "already" when the student's redemption exists (a concurrent request of the same student).
 */
export async function redeemCoupon(
  tx: Db,
  input: { couponId: string; studentId: string; classId: string },
): Promise<"redeemed" | "used-up" | "already"> {
  const inserted = rowsOf(
    await tx.execute(sql`
      insert into coupon_redemptions (id, coupon_id, student_id, class_id)
      values (${randomUUID()}, ${input.couponId}, ${input.studentId}, ${input.classId})
      on conflict do nothing returning id`),
  );
  if (inserted.length === 0) return "already";
  const counted = rowsOf(
    await tx.execute(sql`
      update coupons set redeemed_count = redeemed_count + 1
      where id = ${input.couponId} and (max_redemptions is null or redeemed_count < max_redemptions)
      returning id`),
  );
  return counted.length > 0 ? "redeemed" : "used-up";
}

/** A 100% coupon: enrols without a payment, in the redemption's transaction; false when already enrolled. */
export async function enrolWithFullDiscount(tx: Db, classId: string, studentId: string): Promise<boolean> {
  const inserted = rowsOf(
    await tx.execute(sql`
      insert into enrolments (id, class_id, student_id)
      select ${randomUUID()}, c.id, ${studentId} from classes c
      where c.id = ${classId} and c.status = 'approved' and c.deleted_at is null
      on conflict do nothing returning id`),
  );
  return inserted.length > 0;
}
