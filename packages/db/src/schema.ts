import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type ReferenceConfig,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Characters of a name that search looks at (names are bounded on input; this bounds the index entries). */
const SEARCH_NAME_MAX = 200;

/** A full-text document (generated, never written by the application). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Bytes stored in the row (node-postgres reads a Buffer, the embedded database a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** When a submission or an evaluation was handed in, and the student's name and email as they were then. */
const submittedAt = () => timestamp("submitted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const studentAtTheTime = () => ({
  studentName: text("student_name").notNull(),
  studentEmail: text("student_email").notNull(),
});

/** A required column holding the id of a row of another table. */
const foreignId = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig["actions"]) =>
  text(name).notNull().references(target, actions);

// ---------------------------------------------------------------------------------------------
// Identity (better-auth models user, session, account, verification) plus the product's role.
// Trigram (GIN) indexes are built with fastupdate off: the embedded database has no autovacuum to flush a
// GIN pending list, and a long pending list makes the planner skip the index.
// ---------------------------------------------------------------------------------------------
export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("student"),
    /** Suspended by an admin (docs/decisions/0036): no sign-in, no session, public content hidden. */
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    bannedAt: timestamp("banned_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the admin's user search matches (docs/decisions/0014-search.md): every word starts after a space.
    searchText: text("search_text").generatedAlwaysAs(
      sql`' ' || lower(left(name, ${sql.raw(String(SEARCH_NAME_MAX))}) || ' ' || left(email, 320))`,
    ),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    // search_text as the last key makes the newest-first walk of a search index-only.
    index("users_created_at_idx").on(t.createdAt.desc(), t.id.desc(), t.searchText),
    index("users_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    // The last-admin rule counts admins on every role change: a few entries, not the users table.
    index("users_admins_idx").on(t.id).where(sql`${t.role} = 'admin'`),
    // Bulk enrolment matches emails whatever their case (migration 0025).
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('admin', 'teacher', 'student')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    token: text("token").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: foreignId("user_id", () => users.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.token), index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: foreignId("user_id", () => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true, mode: "date" }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true, mode: "date" }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_user_id_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_key").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Fixed-window counters for rate limits, shared by every API process that uses the same database. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: bigint("reset_at", { mode: "number" }).notNull(),
  },
  // Clean-up deletes expired windows through this index instead of reading the whole table.
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------
export const classes = pgTable(
  "classes",
  {
    id: id(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    priceCents: integer("price_cents").notNull(),
    description: text("description").notNull(),
    teacherId: foreignId("teacher_id", () => users.id),
    // Denormalised from the teacher's user record (kept in step when the teacher renames) so that the
    // catalogue search over title and teacher name is served by one trigram index.
    teacherName: text("teacher_name").notNull(),
    teacherEmail: text("teacher_email").notNull(),
    status: text("status").notNull().default("pending"),
    // One of CATEGORIES (packages/shared): the subject the catalogue filters by.
    category: text("category").notNull().default("programming"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    /** Its teacher is suspended: out of the public catalogue (not listed) until the suspension is lifted. */
    teacherSuspended: boolean("teacher_suspended").notNull().default(false),
    // What the admin search matches: title and teacher name (docs/decisions/0014-search.md).
    searchText: text("search_text").generatedAlwaysAs(
      sql`' ' || lower(left(title, 300) || ' ' || left(teacher_name, ${sql.raw(String(SEARCH_NAME_MAX))}))`,
    ),
    // What the catalogue search ranks: title over teacher name over description (docs/decisions/0034-ranked-search.md),
    // and "~" with the category, which the index is asked with a subject's words (decision 49).
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', regexp_replace(left(title, 300), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(left(teacher_name, ${sql.raw(String(SEARCH_NAME_MAX))}), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(left(description, 2000), '[^[:alnum:]]+', ' ', 'g')), 'C') || array_to_tsvector(array['~' || category])`,
    ),
  },
  (t) => [
    check("classes_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "classes_category_check",
      sql`${t.category} in ('web-development', 'digital-marketing', 'graphic-design', 'data-science', 'mobile-development', 'ui-ux-design', 'programming', 'artificial-intelligence')`,
    ),
    check("classes_price_check", sql`${t.priceCents} >= 0`),
    // search_text as the last key makes the newest-first walk of a search index-only.
    index("classes_status_created_idx")
      .on(t.status, t.createdAt.desc(), t.id.desc(), t.searchText)
      .where(sql`${t.deletedAt} is null`),
    index("classes_created_idx").on(t.createdAt.desc(), t.id.desc(), t.searchText).where(sql`${t.deletedAt} is null`),
    index("classes_teacher_created_idx")
      .on(t.teacherId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // Every class of a teacher, deleted ones too (Earnings' per-class totals; migration 0027).
    index("classes_teacher_idx").on(t.teacherId),
    index("classes_search_trgm_idx")
      .using("gin", sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.deletedAt} is null`),
    index("classes_search_vector_idx")
      .using("gin", t.searchVector)
      .with({ fastupdate: false })
      .where(sql`${t.deletedAt} is null and ${t.status} = 'approved'`),
  ],
);

/**
 * The distinct words (4+ letters) of live class titles and how many titles hold each, kept by trigger: the
 * small dictionary a misspelt search word is corrected against before the full-text search.
 */
export const classWords = pgTable(
  "class_words",
  {
    word: text("word").primaryKey(),
    titles: integer("titles").notNull().default(0),
  },
  (t) => [index("class_words_trgm_idx").using("gist", sql`${t.word} gist_trgm_ops`)],
);

/**
 * Every lexeme of the listed classes' search vectors, per category, with how many classes hold it, kept by
 * trigger (migration 0028, decision 46): a short last search word is expanded into the whole words it holds,
 * and its counts bound the "about" totals and category counts of a search. `word` sorts bytewise (COLLATE
 * "C"), so the words with one start are one range of the primary key.
 */
export const searchLexemes = pgTable(
  "search_lexemes",
  {
    word: text("word").notNull(),
    category: text("category").notNull(),
    classes: integer("classes").notNull().default(0),
  },
  (t) => [primaryKey({ name: "search_lexemes_pkey", columns: [t.word, t.category] })],
);

/**
 * What changes on every enrolment, kept apart from the wide, trigram-indexed class row so that enrolling
 * rewrites one narrow row (docs/decisions/0013-counters.md). Maintained by triggers: a row per class, its
 * enrolment count, and whether the class is listed (approved and not deleted) for the popular list.
 */
export const classStats = pgTable(
  "class_stats",
  {
    classId: text("class_id")
      .primaryKey()
      .references(() => classes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    listed: boolean("listed").notNull().default(false),
    enrolledCount: integer("enrolled_count").notNull().default(0),
    // Copied from the class by trigger, so the catalogue's filters and sorts read this narrow table alone.
    category: text("category").notNull().default("programming"),
    priceCents: integer("price_cents").notNull().default(0),
    // The class's evaluations, kept by trigger: the rating filter and sort read their mean.
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    rating: smallint("rating_tenths").generatedAlwaysAs(
      sql`case when rating_count > 0 then round(rating_sum * 10.0 / rating_count)::smallint end`,
    ),
  },
  (t) => [
    check("class_stats_enrolled_count_check", sql`${t.enrolledCount} >= 0`),
    index("class_stats_popular_idx")
      .on(t.enrolledCount.desc(), t.createdAt.desc(), t.classId.desc())
      .where(sql`${t.listed}`),
    index("class_stats_rating_idx")
      .on(t.rating.desc(), t.enrolledCount.desc(), t.classId.desc())
      .where(sql`${t.listed}`),
    index("class_stats_newest_idx").on(t.createdAt.desc(), t.classId.desc()).where(sql`${t.listed}`),
    index("class_stats_price_idx").on(t.priceCents, t.classId).where(sql`${t.listed}`),
    index("class_stats_category_idx").on(t.category, t.createdAt.desc(), t.classId.desc()).where(sql`${t.listed}`),
    index("class_stats_filter_idx").on(t.category, t.priceCents, t.rating).where(sql`${t.listed}`),
  ],
);

/**
 * Row counts that lists and statistics show, maintained by triggers in the same transaction as the rows
 * they count. A counter is the sum of its shards: concurrent writers add to different shard rows instead
 * of queueing on one (docs/decisions/0013-counters.md).
 */
export const counters = pgTable(
  "counters",
  {
    name: text("name").notNull(),
    shard: smallint("shard").notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);

export const payments = pgTable(
  "payments",
  {
    id: id(),
    provider: text("provider").notNull(),
    providerIntentId: text("provider_intent_id").notNull(),
    classId: foreignId("class_id", () => classes.id),
    studentId: foreignId("student_id", () => users.id),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /**
     * created -> succeeded (enrolled), canceled (stale, never paid) or refunded (paid, then refunded: asked for
     * by the student or an admin, or because it could not enrol).
     */
    status: text("status").notNull().default("created"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the provider captured it: set with the receipt number; the refund window counts from here. */
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    refundedAt: timestamp("refunded_at", { withTimezone: true, mode: "date" }),
    /** Sequential per installation (payment_receipt_number_seq), given when the payment is captured. */
    receiptNumber: bigint("receipt_number", { mode: "number" }),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /**
     * What the admin payments search matches: the buyer's name and email and the class title as they were
     * when paid (like a receipt), every word preceded by a space (docs/decisions/0014-search.md).
     */
    searchText: text("search_text"),
    /**
     * The platform's share in percent (PLATFORM_FEE_PERCENT when the intent was created), frozen so a change
     * of configuration never re-prices a payment already made (docs/payments.md "Ledger").
     */
    platformFeePercent: integer("platform_fee_percent").notNull().default(20),
    /** The coupon that priced it (docs/payments.md "Coupons") and the class's price before the discount. */
    couponId: text("coupon_id"),
    listPriceCents: integer("list_price_cents"),
  },
  (t) => [
    check("payments_fee_percent_check", sql`${t.platformFeePercent} between 0 and 100`),
    uniqueIndex("payments_provider_intent_key").on(t.provider, t.providerIntentId),
    index("payments_student_idx").on(t.studentId, t.createdAt.desc()),
    index("payments_class_idx").on(t.classId),
    check("payments_amount_check", sql`${t.amountCents} >= 0`),
    uniqueIndex("payments_receipt_number_key").on(t.receiptNumber),
    // The payment history and the admin payments list: paid payments newest first, search_text last so a
    // search window is read from the index alone.
    index("payments_student_paid_idx")
      .on(t.studentId, t.paidAt.desc(), t.id.desc())
      .where(sql`${t.paidAt} is not null`),
    index("payments_paid_idx").on(t.paidAt.desc(), t.id.desc(), t.searchText).where(sql`${t.paidAt} is not null`),
    index("payments_status_paid_idx")
      .on(t.status, t.paidAt.desc(), t.id.desc(), t.searchText)
      .where(sql`${t.paidAt} is not null`),
    index("payments_search_trgm_idx")
      .using("gin", sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.paidAt} is not null`),
  ],
);

/**
 * The money ledger (docs/payments.md "Ledger"): append-only double entry. Each event (a payment's booking,
 * its refund, a payout) writes entries to the accounts `platform`, `provider` and `teacher:<id>` that sum to
 * zero (a deferred constraint trigger checks it at commit; another refuses every update and delete). One
 * booking per (kind, event, account) by the unique index, so a replayed event books nothing. `paid_at` is the
 * payment's paid time for a payment's and its refund's entries: a teacher's share is pending until
 * REFUND_WINDOW_DAYS after it, then available; payout entries (null) are available at once.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    eventId: text("event_id").notNull(),
    account: text("account").notNull(),
    /** The teacher of a `teacher:<id>` account (for the balance indexes), null for the others. */
    teacherId: text("teacher_id"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    paymentId: text("payment_id"),
    classId: text("class_id"),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_entries_event_account_key").on(t.kind, t.eventId, t.account),
    index("ledger_entries_teacher_idx").on(t.teacherId, t.paidAt).where(sql`${t.teacherId} is not null`),
    index("ledger_entries_payment_idx").on(t.paymentId),
    check("ledger_entries_kind_check", sql`${t.kind} in ('payment', 'refund', 'payout')`),
    check(
      "ledger_entries_account_check",
      sql`${t.account} in ('platform', 'provider') or (${t.account} = 'teacher:' || ${t.teacherId})`,
    ),
  ],
);

/**
 * Where a teacher is paid (docs/payments.md "Payouts"): a Stripe Connect Express account, or a simulated one
 * in the sandbox. `ready` once the provider lets transfers reach it (Stripe: payouts enabled).
 */
export const payoutAccounts = pgTable("payout_accounts", {
  teacherId: text("teacher_id")
    .primaryKey()
    .references(() => users.id),
  provider: text("provider").notNull(),
  accountId: text("account_id").notNull(),
  ready: boolean("ready").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * One transfer of a teacher's available balance. Booked in the ledger when reserved (status `pending`), then
 * `paid` once the provider took it, or `failed` (retried by the next run under the same idempotency key
 * unless the provider refused it, which moves `attempt` on). At most one unpaid payout per teacher, by the
 * partial unique index, so two runs at once never reserve a balance twice.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    teacherId: foreignId("teacher_id", () => users.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    provider: text("provider").notNull(),
    destination: text("destination").notNull(),
    status: text("status").notNull().default("pending"),
    attempt: integer("attempt").notNull().default(0),
    failure: text("failure"),
    providerTransferId: text("provider_transfer_id"),
    claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payouts_open_teacher_key").on(t.teacherId).where(sql`${t.status} <> 'paid'`),
    index("payouts_teacher_created_idx").on(t.teacherId, t.createdAt.desc()),
    index("payouts_created_idx").on(t.createdAt.desc()),
    check("payouts_status_check", sql`${t.status} in ('pending', 'paid', 'failed')`),
    check("payouts_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** The sandbox's simulated Connect transfers: one per idempotency key, like Stripe's. */
export const sandboxTransfers = pgTable("sandbox_transfers", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  destination: text("destination").notNull(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  currency: text("currency").notNull(),
  createdAt: createdAt(),
});

/**
 * The admin's payout schedule (docs/decisions/0043-scheduled-payouts.md): one row (`id` 1). A period is due
 * at its moment (daily, weekly on `weekday` 0-6 from Sunday, or monthly on `day_of_month`, at `hour_utc`)
 * when that moment is at or after `effective_from`, the last time the schedule was saved.
 */
export const payoutSchedule = pgTable(
  "payout_schedule",
  {
    id: smallint("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(false),
    frequency: text("frequency").notNull().default("weekly"),
    weekday: smallint("weekday").notNull().default(1),
    dayOfMonth: smallint("day_of_month").notNull().default(1),
    hourUtc: smallint("hour_utc").notNull().default(6),
    effectiveFrom: timestamp("effective_from", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("payout_schedule_singleton_check", sql`${t.id} = 1`),
    check("payout_schedule_frequency_check", sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
    check("payout_schedule_weekday_check", sql`${t.weekday} between 0 and 6`),
    check("payout_schedule_day_check", sql`${t.dayOfMonth} between 1 and 28`),
    check("payout_schedule_hour_check", sql`${t.hourUtc} between 0 and 23`),
  ],
);

/** One row per scheduled period: the primary key is the claim that makes a period run once across processes. */
export const payoutScheduleRuns = pgTable(
  "payout_schedule_runs",
  {
    periodStart: timestamp("period_start", { withTimezone: true, mode: "date" }).primaryKey(),
    status: text("status").notNull().default("running"),
    paid: integer("paid").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [check("payout_schedule_runs_status_check", sql`${t.status} in ('running', 'done')`)],
);

/**
 * A discount code (docs/payments.md "Coupons"): a teacher's for one of their classes (`class_id`) or all of
 * them (`teacher_id` only); an admin's for one class or every class (neither). `percent_off` 5-100 or
 * `amount_off_cents`; `redeemed_count` moves only by a conditional UPDATE below `max_redemptions`.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text("code").notNull(),
    createdBy: foreignId("created_by", () => users.id),
    teacherId: text("teacher_id").references(() => users.id),
    classId: text("class_id").references(() => classes.id),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    maxRedemptions: integer("max_redemptions"),
    redeemedCount: integer("redeemed_count").notNull().default(0),
    /** A disabled code is refused like an expired one; its redemptions stay. */
    disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(t.code),
    index("coupons_created_by_idx").on(t.createdBy, t.createdAt.desc()),
    check(
      "coupons_discount_check",
      sql`(${t.percentOff} between 5 and 100 and ${t.amountOffCents} is null)
        or (${t.percentOff} is null and ${t.amountOffCents} > 0)`,
    ),
    check(
      "coupons_redemptions_check",
      sql`${t.redeemedCount} >= 0 and (${t.maxRedemptions} is null or ${t.redeemedCount} <= ${t.maxRedemptions})`,
    ),
  ],
);

/** One use of a coupon: once per student (unique), for the class it was applied to. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: foreignId("coupon_id", () => coupons.id),
    studentId: foreignId("student_id", () => users.id),
    classId: foreignId("class_id", () => classes.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("coupon_redemptions_student_key").on(t.couponId, t.studentId)],
);

/**
 * A refund of one payment (docs/payments.md "Refunds"): at most one per payment, by the unique index, so
 * the student and an admin asking at once, or twenty requests, make one refund. `pending` while the
 * provider is asked (a claim older than the lease may be taken again: the provider call repeats under the
 * same idempotency key), `failed` when the provider refused or did not answer (asking again retries),
 * `succeeded` once the payment is refunded and the enrolment ended, in one transaction.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    paymentId: foreignId("payment_id", () => payments.id),
    studentId: foreignId("student_id", () => users.id),
    classId: foreignId("class_id", () => classes.id),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull().default(""),
    /** Who asked; null for a refund made at the provider (Stripe's dashboard) and learnt from its webhook. */
    requestedBy: text("requested_by").references(() => users.id),
    byAdmin: boolean("by_admin").notNull().default(false),
    status: text("status").notNull().default("pending"),
    providerRefundId: text("provider_refund_id"),
    failure: text("failure"),
    claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refunds_payment_key").on(t.paymentId),
    index("refunds_student_class_idx").on(t.studentId, t.classId),
    check("refunds_status_check", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

export const enrolments = pgTable(
  "enrolments",
  {
    id: id(),
    classId: foreignId("class_id", () => classes.id),
    studentId: foreignId("student_id", () => users.id),
    paymentId: text("payment_id").references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("enrolments_class_student_key").on(t.classId, t.studentId),
    uniqueIndex("enrolments_payment_key").on(t.paymentId),
    index("enrolments_student_created_idx").on(t.studentId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const teacherApplications = pgTable(
  "teacher_applications",
  {
    id: id(),
    userId: foreignId("user_id", () => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    photoUrl: text("photo_url").notNull().default(""),
    title: text("title").notNull(),
    experience: text("experience").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull().default("pending"),
    appliedAt: timestamp("applied_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "date" }),
    reviewedBy: text("reviewed_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("teacher_applications_user_key").on(t.userId),
    index("teacher_applications_applied_idx").on(t.appliedAt.desc(), t.id.desc()),
    check("teacher_applications_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("teacher_applications_experience_check", sql`${t.experience} in ('beginner', 'mid-level', 'experienced')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Learning
// ---------------------------------------------------------------------------------------------
export const assignments = pgTable(
  "assignments",
  {
    id: id(),
    classId: foreignId("class_id", () => classes.id),
    teacherId: foreignId("teacher_id", () => users.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    deadline: timestamp("deadline", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("assignments_class_idx").on(t.classId, t.createdAt.desc()),
    // Due-soon reminders read the assignments whose deadline falls in the next 24 hours.
    index("assignments_deadline_idx").on(t.deadline),
  ],
);

export const submissions = pgTable(
  "submissions",
  {
    id: id(),
    assignmentId: foreignId("assignment_id", () => assignments.id),
    classId: foreignId("class_id", () => classes.id),
    studentId: foreignId("student_id", () => users.id),
    ...studentAtTheTime(),
    submissionText: text("submission_text").notNull(),
    submittedAt: submittedAt(),
    /** 0-100, set by the class's teacher or an admin; null until graded (docs/decisions/0020-grading.md). */
    score: smallint("score"),
    feedback: text("feedback"),
    gradedAt: timestamp("graded_at", { withTimezone: true, mode: "date" }),
    gradedBy: text("graded_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("submissions_assignment_student_key").on(t.assignmentId, t.studentId),
    index("submissions_class_student_idx").on(t.classId, t.studentId),
    // The grading queue of one assignment: first handed in, first listed.
    index("submissions_assignment_queue_idx").on(t.assignmentId, t.submittedAt, t.id),
    // Teachers' daily digests read the last day's submissions.
    index("submissions_submitted_idx").on(t.submittedAt),
    // A class's submissions newest first (read backwards, as `submitted_at desc, id desc` asks), and the
    // grades export's walk of one assignment by student name: both read a page, never sort the class.
    index("submissions_class_submitted_idx").on(t.classId, t.submittedAt, t.id),
    index("submissions_assignment_name_idx").on(t.assignmentId, t.studentName, t.id),
    check("submissions_score_check", sql`${t.score} between 0 and 100`),
    check("submissions_graded_check", sql`(${t.score} is null) = (${t.gradedAt} is null)`),
  ],
);

/**
 * The ordered teaching material of a class (docs/decisions/0019-lessons-and-progress.md). Positions run
 * 1..n per class without gaps; changes that move them hold the class row's lock. A video is a provider and
 * an id, never markup.
 */
export const lessons = pgTable(
  "lessons",
  {
    id: id(),
    classId: foreignId("class_id", () => classes.id),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    videoProvider: text("video_provider"),
    videoId: text("video_id"),
    estimatedMinutes: integer("estimated_minutes").notNull(),
    /**
     * Drip (docs/decisions/0038-discussions-announcements-drip.md): the lesson opens to a student this many
     * days after their enrolment, or from this date; at most one of the two, neither means always open.
     */
    dripDays: integer("drip_days"),
    dripDate: timestamp("drip_date", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("lessons_class_position_key").on(t.classId, t.position),
    check(
      "lessons_drip_check",
      sql`(${t.dripDays} is null or ${t.dripDate} is null) and (${t.dripDays} is null or ${t.dripDays} between 1 and 365)`,
    ),
    check("lessons_title_check", sql`char_length(${t.title}) between 3 and 120`),
    check("lessons_body_check", sql`char_length(${t.body}) <= 50000`),
    check("lessons_minutes_check", sql`${t.estimatedMinutes} between 1 and 600`),
    check(
      "lessons_video_check",
      sql`(${t.videoProvider} is null and ${t.videoId} is null) or (${t.videoProvider} in ('youtube', 'vimeo') and ${t.videoId} is not null)`,
    ),
  ],
);

export const lessonCompletions = pgTable(
  "lesson_completions",
  {
    lessonId: foreignId("lesson_id", () => lessons.id, { onDelete: "cascade" }),
    studentId: foreignId("student_id", () => users.id),
    classId: foreignId("class_id", () => classes.id),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.studentId], name: "lesson_completions_pkey" }),
    // A student's completions in one class: progress counts them without reading the lessons.
    index("lesson_completions_class_student_idx").on(t.classId, t.studentId),
  ],
);

/**
 * Certificates of completion (docs/architecture.md, "Certificates"): issued in the transaction of the lesson
 * tick or submission that completes a class. The student's name, the class's title and the teacher's name are
 * kept as they were at issue, so the certificate reads the same after the class is deleted or renamed and
 * after the teacher is demoted. The number is random, never derived from the row. A refund revokes it
 * (revoked_at); at most one certificate per student and class is not revoked.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    number: text("number").notNull(),
    studentId: foreignId("student_id", () => users.id),
    classId: foreignId("class_id", () => classes.id),
    studentName: text("student_name").notNull(),
    classTitle: text("class_title").notNull(),
    teacherName: text("teacher_name").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    revokeReason: text("revoke_reason"),
  },
  (t) => [
    uniqueIndex("certificates_number_key").on(t.number),
    uniqueIndex("certificates_student_class_key").on(t.studentId, t.classId).where(sql`${t.revokedAt} is null`),
    // The student's list, newest first.
    index("certificates_student_issued_idx").on(t.studentId, t.issuedAt.desc()),
    // The teacher's count of a class's valid certificates.
    index("certificates_class_valid_idx").on(t.classId).where(sql`${t.revokedAt} is null`),
    check("certificates_number_check", sql`${t.number} ~ '^CW-[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$'`),
    check("certificates_revoked_check", sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
  ],
);

/**
 * Uploaded class images with IMAGE_HOST=database (docs/scaling.md): the re-encoded WebP by its content hash,
 * served at /uploads/classes/<sha256>.webp by every process on the database.
 */
export const storedImages = pgTable(
  "stored_images",
  {
    sha256: text("sha256").primaryKey(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("stored_images_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check("stored_images_data_check", sql`octet_length(${t.data}) = ${t.sizeBytes}`),
  ],
);

/**
 * Files on a lesson (docs/decisions/0024-lesson-attachments.md): PDF or images, checked by content, stored in
 * the database so that every download goes through the lesson's read permission and a deleted lesson takes its
 * files with it. The bytes are rows of `lesson_attachment_chunks` (decision 33).
 */
export const lessonAttachments = pgTable(
  "lesson_attachments",
  {
    id: id(),
    lessonId: foreignId("lesson_id", () => lessons.id, { onDelete: "cascade" }),
    classId: foreignId("class_id", () => classes.id),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    /** The size of every chunk but the last (docs/decisions/0033-attachment-storage.md). */
    chunkBytes: integer("chunk_bytes").notNull().default(262144),
    createdAt: createdAt(),
    /** Set once every chunk is written: until then the row is an upload in progress, listed nowhere. */
    storedAt: timestamp("stored_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("lesson_attachments_lesson_idx").on(t.lessonId, t.createdAt),
    index("lesson_attachments_unstored_idx").on(t.createdAt).where(sql`${t.storedAt} is null`),
    check("lesson_attachments_name_check", sql`char_length(${t.fileName}) between 1 and 200`),
    check(
      "lesson_attachments_type_check",
      sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp')`,
    ),
    check("lesson_attachments_size_check", sql`${t.sizeBytes} between 1 and 10485760`),
    check("lesson_attachments_chunk_check", sql`${t.chunkBytes} between 1024 and 1048576`),
  ],
);

/**
 * An attachment's bytes in pieces of its `chunk_bytes` (storage EXTERNAL: not compressed), numbered from 0, so a
 * download reads and sends one piece at a time and an upload writes one at a time (decision 33).
 */
export const lessonAttachmentChunks = pgTable(
  "lesson_attachment_chunks",
  {
    attachmentId: foreignId("attachment_id", () => lessonAttachments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attachmentId, t.position], name: "lesson_attachment_chunks_pkey" }),
    check("lesson_attachment_chunks_position_check", sql`${t.position} >= 0`),
    check("lesson_attachment_chunks_data_check", sql`octet_length(${t.data}) between 1 and 1048576`),
  ],
);

// A student's evaluation of a class, kept with the student's name and email as they were.
export const evaluations = pgTable(
  "evaluations",
  {
    id: id(),
    classId: foreignId("class_id", () => classes.id),
    teacherId: foreignId("teacher_id", () => users.id),
    studentId: foreignId("student_id", () => users.id),
    ...studentAtTheTime(),
    rating: smallint("rating").notNull(),
    description: text("description").notNull(),
    submittedAt: submittedAt(),
  },
  (t) => [
    uniqueIndex("evaluations_class_student_key").on(t.classId, t.studentId),
    index("evaluations_submitted_idx").on(t.submittedAt.desc()),
    index("evaluations_teacher_idx").on(t.teacherId),
    check("evaluations_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Payment intents of the built-in sandbox processor (PAYMENTS_PROVIDER=sandbox), kept in the database so
 * that any API process can confirm an intent another one created. Only the card's brand and last four
 * digits are stored, never the number.
 */
export const sandboxIntents = pgTable(
  "sandbox_intents",
  {
    id: text("id").primaryKey(),
    clientSecret: text("client_secret").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("requires_payment_method"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    idempotencyKey: text("idempotency_key"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    billingName: text("billing_name"),
    billingEmail: text("billing_email"),
    lastErrorCode: text("last_error_code"),
    lastErrorMessage: text("last_error_message"),
    /** Set when the server refunded the captured amount (a payment that could not enrol). */
    refundedAt: timestamp("refunded_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sandbox_intents_idempotency_key").on(t.idempotencyKey),
    check("sandbox_intents_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

/** Provider webhook events already handled: a replayed event is acknowledged and skipped. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Notifications and the job queue (docs/decisions/0023-notifications.md)
// ---------------------------------------------------------------------------------------------
/** In-app notifications: written in the same transaction as the change they tell about. */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: foreignId("user_id", () => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path inside the web app. */
    link: text("link").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    /**
     * What became of its email: `sent` on its own, `held` past the hourly cap of its kind for the user, then
     * `digested` once a digest of the held ones went out (docs/decisions/0023-notifications.md).
     */
    emailStatus: text("email_status"),
    emailedAt: timestamp("emailed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_emailed_idx").on(t.userId, t.kind, t.emailedAt).where(sql`${t.emailStatus} = 'sent'`),
    index("notifications_held_idx").on(t.userId, t.kind, t.createdAt).where(sql`${t.emailStatus} = 'held'`),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Each user's notification total and unread count, kept by statement-level triggers on notifications in the
 * same transaction (migration 0009), so the bell and the list read one row however many notifications a user
 * has.
 */
export const notificationCounts = pgTable("notification_counts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  total: integer("total").notNull().default(0),
  unread: integer("unread").notNull().default(0),
});

/** A row per user and kind they switched off; no row means the kind is on. */
export const notificationOptOuts = pgTable(
  "notification_opt_outs",
  {
    userId: foreignId("user_id", () => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The durable job queue: workers claim due rows with FOR UPDATE SKIP LOCKED and a lease (`locked_until`);
 * a crashed worker's lease runs out and another takes the job. `unique_key` makes scheduled work once-only.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    /** Renewed by the worker holding the claim; a stale one (its process was killed) is taken again. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true, mode: "date" }),
    uniqueKey: text("unique_key"),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("jobs_unique_key").on(t.uniqueKey),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.completedAt} is null and ${t.failedAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Announcements and lesson discussions (docs/decisions/0038-discussions-announcements-drip.md)
// ---------------------------------------------------------------------------------------------
/** A teacher's announcement to a class's enrolled students, shown on the class page. */
export const announcements = pgTable(
  "announcements",
  {
    id: id(),
    classId: foreignId("class_id", () => classes.id),
    teacherId: foreignId("teacher_id", () => users.id),
    title: text("title").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("announcements_class_created_idx").on(t.classId, t.createdAt.desc(), t.id.desc()),
    check("announcements_title_check", sql`char_length(${t.title}) between 3 and 120`),
    check("announcements_body_check", sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * One row per announcement and student it was delivered to: the primary key makes the fan-out exactly once
 * whichever process runs a batch, and however often.
 */
export const announcementDeliveries = pgTable(
  "announcement_deliveries",
  {
    announcementId: foreignId("announcement_id", () => announcements.id, { onDelete: "cascade" }),
    studentId: foreignId("student_id", () => users.id, { onDelete: "cascade" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.studentId], name: "announcement_deliveries_pkey" })],
);

/**
 * Questions (no parent) and replies under a lesson. A question keeps its reply count and the reply its
 * teacher marked as the answer; pages of questions and of replies read their partial indexes in order.
 */
export const lessonPosts = pgTable(
  "lesson_posts",
  {
    id: id(),
    lessonId: foreignId("lesson_id", () => lessons.id, { onDelete: "cascade" }),
    classId: foreignId("class_id", () => classes.id),
    authorId: foreignId("author_id", () => users.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    parentId: text("parent_id").references((): AnyPgColumn => lessonPosts.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    editedAt: timestamp("edited_at", { withTimezone: true, mode: "date" }),
    pinnedAt: timestamp("pinned_at", { withTimezone: true, mode: "date" }),
    answerId: text("answer_id"),
    replyCount: integer("reply_count").notNull().default(0),
  },
  (t) => [
    index("lesson_posts_questions_idx")
      .on(t.lessonId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index("lesson_posts_replies_idx").on(t.parentId, t.createdAt, t.id).where(sql`${t.parentId} is not null`),
    index("lesson_posts_pinned_idx")
      .on(t.lessonId, t.pinnedAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null and ${t.pinnedAt} is not null`),
    index("lesson_posts_author_created_idx").on(t.authorId, t.createdAt),
    check("lesson_posts_body_check", sql`char_length(${t.body}) between 1 and 10000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Data rights (docs/decisions/0039-data-rights-and-backups.md)
// ---------------------------------------------------------------------------------------------
/**
 * A user's copy of their data: requested (`pending`), prepared by a job (`ready`, the JSON document kept until
 * `expires_at`) or `failed`. At most one pending request per user, by the partial unique index, so a second
 * request while one is prepared is refused (409). Deleting the account deletes its exports.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    userId: foreignId("user_id", () => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    content: text("content"),
    sizeBytes: integer("size_bytes"),
    requestedAt: timestamp("requested_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true, mode: "date" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("data_exports_pending_key").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("data_exports_user_idx").on(t.userId, t.requestedAt.desc()),
    index("data_exports_expires_idx").on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    check("data_exports_status_check", sql`${t.status} in ('pending', 'ready', 'failed')`),
    check("data_exports_ready_check", sql`(${t.status} = 'ready') = (${t.content} is not null)`),
  ],
);

/**
 * A CSV enrolment of a class's cohort (docs/operations.md "Bulk enrolment"): the parsed rows, handled by the
 * job queue in batches that each commit their enrolments, invitations and progress together.
 */
export const enrolmentImports = pgTable(
  "enrolment_imports",
  {
    id: id(),
    classId: foreignId("class_id", () => classes.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The uploader's client address, for the audit entry written when the import is done. */
    actorAddress: text("actor_address").notNull().default(""),
    status: text("status").notNull().default("running"),
    totalRows: integer("total_rows").notNull(),
    processedRows: integer("processed_rows").notNull().default(0),
    enrolled: integer("enrolled").notNull().default(0),
    invited: integer("invited").notNull().default(0),
    alreadyEnrolled: integer("already_enrolled").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** The rows still to handle ({row, email, name} in file order); emptied when the import is done. */
    input: jsonb("input").notNull(),
    /** Every handled row's result ({row, email, result}). */
    results: jsonb("results").notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("enrolment_imports_running_key").on(t.classId).where(sql`${t.status} = 'running'`),
    index("enrolment_imports_class_idx").on(t.classId, t.createdAt.desc()),
    check("enrolment_imports_status_check", sql`${t.status} in ('running', 'done')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Quizzes (docs/decisions/0037-quizzes.md): a class's question bank, its quizzes placed in the outline after a
// lesson, each student's attempts with the questions drawn for them, and the quizzes they passed.
// ---------------------------------------------------------------------------------------------

/** A question of a class's bank; `answer` is the key and never leaves the server before a submission. */
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: id(),
    classId: foreignId("class_id", () => classes.id),
    kind: text("kind").notNull(),
    prompt: text("prompt").notNull(),
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    answer: jsonb("answer").$type<Record<string, unknown>>().notNull(),
    points: integer("points").notNull(),
    explanation: text("explanation"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quiz_questions_class_created_idx").on(t.classId, t.createdAt),
    check(
      "quiz_questions_kind_check",
      sql`${t.kind} in ('single-choice', 'multiple-choice', 'true-false', 'short-text', 'number')`,
    ),
    check("quiz_questions_prompt_check", sql`char_length(${t.prompt}) between 1 and 2000`),
    check("quiz_questions_points_check", sql`${t.points} between 1 and 100`),
    check("quiz_questions_explanation_check", sql`char_length(${t.explanation}) <= 2000`),
  ],
);

/** A quiz: an outline item placed after a lesson (or before the first one when `after_lesson_id` is null). */
export const quizzes = pgTable(
  "quizzes",
  {
    id: id(),
    classId: foreignId("class_id", () => classes.id),
    afterLessonId: text("after_lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    passPercent: integer("pass_percent").notNull(),
    attemptsAllowed: integer("attempts_allowed").notNull(),
    timeLimitSeconds: integer("time_limit_seconds"),
    showAnswers: text("show_answers").notNull(),
    drawCount: integer("draw_count"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quizzes_class_idx").on(t.classId, t.createdAt),
    check("quizzes_title_check", sql`char_length(${t.title}) between 3 and 120`),
    check("quizzes_pass_check", sql`${t.passPercent} between 0 and 100`),
    check("quizzes_attempts_check", sql`${t.attemptsAllowed} between 1 and 20`),
    check("quizzes_time_limit_check", sql`${t.timeLimitSeconds} between 60 and 14400`),
    check("quizzes_show_answers_check", sql`${t.showAnswers} in ('after-submit', 'after-last-attempt')`),
    check("quizzes_draw_check", sql`${t.drawCount} between 1 and 100`),
  ],
);

/** The bank questions a quiz uses, in the teacher's order; a quiz with a draw count picks that many of them. */
export const quizQuestionLinks = pgTable(
  "quiz_question_links",
  {
    quizId: foreignId("quiz_id", () => quizzes.id, { onDelete: "cascade" }),
    questionId: foreignId("question_id", () => quizQuestions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.questionId], name: "quiz_question_links_pkey" }),
    index("quiz_question_links_question_idx").on(t.questionId),
  ],
);

/**
 * One attempt of a student at a quiz: the questions drawn for it as they were then (so a reload, a review
 * and the item analysis read the same draw), the deadline, and once submitted the answers and the grade.
 * At most one open attempt per student and quiz; numbers are unique per student and quiz.
 */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: id(),
    quizId: foreignId("quiz_id", () => quizzes.id, { onDelete: "cascade" }),
    classId: foreignId("class_id", () => classes.id),
    studentId: foreignId("student_id", () => users.id),
    number: integer("number").notNull(),
    questions: jsonb("questions").$type<unknown[]>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true, mode: "date" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }),
    expired: boolean("expired").notNull().default(false),
    answers: jsonb("answers").$type<Record<string, unknown>>(),
    results: jsonb("results").$type<unknown[]>(),
    score: integer("score"),
    maxScore: integer("max_score").notNull(),
    percent: integer("percent"),
    passed: boolean("passed"),
  },
  (t) => [
    uniqueIndex("quiz_attempts_number_key").on(t.quizId, t.studentId, t.number),
    uniqueIndex("quiz_attempts_open_key").on(t.quizId, t.studentId).where(sql`${t.submittedAt} is null`),
    index("quiz_attempts_quiz_submitted_idx").on(t.quizId, t.submittedAt),
  ],
);

/** A quiz a student passed: counted in progress like a completed lesson (`@classwise/db/progress-counts`). */
export const quizPasses = pgTable(
  "quiz_passes",
  {
    quizId: foreignId("quiz_id", () => quizzes.id, { onDelete: "cascade" }),
    studentId: foreignId("student_id", () => users.id),
    classId: foreignId("class_id", () => classes.id),
    passedAt: timestamp("passed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.studentId], name: "quiz_passes_pkey" }),
    index("quiz_passes_class_student_idx").on(t.classId, t.studentId),
  ],
);

/**
 * What admins and money actions did (docs/decisions/0036-audit-log-and-suspensions.md): appended in the
 * transaction of the action, never changed (a trigger refuses UPDATE, DELETE and TRUNCATE). Read newest first
 * by (created_at, id), alone or after one of the filters' leading keys.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** The user who acted; null for the system (a scheduled run). Kept when the user is gone. */
    actorId: text("actor_id"),
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: text("object_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    address: text("address"),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index("audit_log_action_idx").on(t.action, t.createdAt.desc(), t.id.desc()),
    index("audit_log_object_idx").on(t.objectType, t.objectId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Daily rollups of the money and growth figures (migration 0018, docs/decisions/0035): kept by statement
 * triggers on ledger_entries, enrolments and users in the same transaction as the write. `scope` is 'all'
 * (scope_id ''), 'class' or 'teacher'; metrics: signups, enrolments, payments, gross_cents, refunds,
 * refund_cents, teacher_cents, platform_cents, payouts, payout_cents.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    metric: text("metric").notNull(),
    scope: text("scope").notNull(),
    scopeId: text("scope_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.scope, t.scopeId, t.day] }),
    check("analytics_daily_scope_check", sql`${t.scope} in ('all', 'class', 'teacher')`),
  ],
);

/** All-time totals per class and per teacher, moved by a trigger on analytics_daily: the top lists read an index. */
export const analyticsTotals = pgTable(
  "analytics_totals",
  {
    metric: text("metric").notNull(),
    scope: text("scope").notNull(),
    scopeId: text("scope_id").notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.scope, t.scopeId] }),
    index("analytics_totals_top_idx").on(t.metric, t.scope, t.value.desc(), t.scopeId),
  ],
);
