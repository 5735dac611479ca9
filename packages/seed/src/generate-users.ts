import { CATEGORIES, type Role } from "@classwise/shared";
import { demoAvatarUrl } from "./demo-assets.js";
import type { SeedPlan } from "./plan.js";
import { ID_KIND, type Random, seededUuid } from "./prng.js";
import type { SeedBlock, SeedRows } from "./types.js";
import { EMAIL_DOMAINS, emailSlug, FIRST_NAMES, LAST_NAMES } from "./vocabulary/people.js";

const DAY = 86_400_000;
const AVATAR_SHARE = 0.65;

/** Everything later tables copy from a user, kept compactly for a few hundred thousand users. */
export interface UserPool {
  ids: string[];
  names: string[];
  emails: string[];
  images: (string | null)[];
  roles: Role[];
  createdAt: Float64Array;
  /** A teacher's main category index (classes mostly follow it); 0 for others. */
  category: Uint8Array;
  admins: number[];
  /** Fixed teachers first, then generated ones. */
  teachers: number[];
  fixedTeachers: number[];
  fixedStudents: number[];
  /** Generated students: the pool enrolments are drawn from. */
  randomStudents: Int32Array;
}

/** Lays out users as [fixed accounts, admins, teachers, students] and draws their names, e-mails and dates. */
export function buildUserPool(plan: SeedPlan, rng: Random): UserPool {
  const n = plan.users;
  const pool: UserPool = {
    ids: new Array(n),
    names: new Array(n),
    emails: new Array(n),
    images: new Array(n),
    roles: new Array(n),
    createdAt: new Float64Array(n),
    category: new Uint8Array(n),
    admins: [],
    teachers: [],
    fixedTeachers: [],
    fixedStudents: [],
    randomStudents: new Int32Array(plan.students - plan.fixedAccounts.filter((a) => a.role === "student").length),
  };
  const taken = new Map<string, number>();
  for (const account of plan.fixedAccounts) taken.set(account.email.split("@")[0] ?? "", 1);

  const fixedCount = plan.fixedAccounts.length;
  const remaining = { admin: plan.admins, teacher: plan.teachers, student: plan.students };
  for (const account of plan.fixedAccounts) remaining[account.role]--;
  let randomStudent = 0;

  for (let i = 0; i < n; i++) {
    pool.ids[i] = seededUuid(plan.seed, ID_KIND.user, i);
    const fixed = plan.fixedAccounts[i];
    let role: Role;
    if (fixed) {
      role = fixed.role;
      pool.names[i] = fixed.name;
      pool.emails[i] = fixed.email;
      pool.images[i] = fixed.image === undefined ? demoAvatarUrl(i) : fixed.image;
      pool.createdAt[i] = plan.now - (500 - 40 * Math.min(i, 12)) * DAY;
    } else {
      const offset = i - fixedCount;
      role = offset < remaining.admin ? "admin" : offset < remaining.admin + remaining.teacher ? "teacher" : "student";
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const base = `${emailSlug(first)}.${emailSlug(last)}`;
      const seen = (taken.get(base) ?? 0) + 1;
      taken.set(base, seen);
      pool.names[i] = `${first} ${last}`;
      pool.emails[i] = `${seen === 1 ? base : `${base}${seen}`}@${rng.pick(EMAIL_DOMAINS)}`;
      pool.images[i] = rng.chance(AVATAR_SHARE) ? demoAvatarUrl(rng.int(0, 7)) : null;
      pool.createdAt[i] = plan.now - (1 + rng.next() * 729) * DAY;
    }
    pool.roles[i] = role;
    if (role === "admin") pool.admins.push(i);
    if (role === "teacher") {
      pool.teachers.push(i);
      if (fixed) pool.fixedTeachers.push(i);
      pool.category[i] = rng.int(0, CATEGORIES.length - 1);
    }
    if (role === "student") {
      if (fixed) pool.fixedStudents.push(i);
      else pool.randomStudents[randomStudent++] = i;
    }
  }
  return pool;
}

/** Users with their password accounts, `blockSize` users per block. */
export function* userBlocks(pool: UserPool, passwordHash: string, seed: number, blockSize: number) {
  const n = pool.ids.length;
  for (let start = 0; start < n; start += blockSize) {
    const users: SeedRows["users"] = [];
    const accounts: SeedRows["accounts"] = [];
    for (let i = start; i < Math.min(n, start + blockSize); i++) {
      const id = pool.ids[i]!;
      const createdAt = new Date(pool.createdAt[i]!);
      users.push({
        id,
        name: pool.names[i]!,
        email: pool.emails[i]!,
        emailVerified: false,
        image: pool.images[i] ?? null,
        role: pool.roles[i]!,
        banned: false,
        createdAt,
        updatedAt: createdAt,
      });
      // better-auth's credential account: accountId is the user id, password the scrypt hash.
      accounts.push({
        id: seededUuid(seed, ID_KIND.account, i),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: passwordHash,
        createdAt,
        updatedAt: createdAt,
      });
    }
    yield { phase: 0, users, accounts } satisfies SeedBlock;
  }
}
