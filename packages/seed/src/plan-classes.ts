import { CATEGORIES } from "@classwise/shared";
import type { UserPool } from "./generate-users.js";
import type { SeedPlan } from "./plan.js";
import type { Random } from "./prng.js";

export const STATUS = ["approved", "pending", "rejected"] as const;
const APPROVED = 0;
const MAX_ASSIGNMENTS_PER_CLASS = 12;
/** Spread of class popularity (log-normal): a few classes draw many times the median enrolment. */
const POPULARITY_SIGMA = 1.0;

/** Per-class decisions made up front, so class rows already carry their final enrolled_count. */
export interface ClassPlan {
  teacherOf: Int32Array;
  status: Uint8Array;
  category: Uint8Array;
  /** Enrolments of generated students per class. */
  randomEnrolments: Int32Array;
  /** Fixed students enrolled per class. */
  fixedEnrolled: Map<number, number[]>;
  assignmentsOf: Uint8Array;
  /** Sum over classes of assignments x generated enrolments: the possible submissions. */
  totalPairs: number;
}

/** Splits `total` over slots in proportion to `weights`, never above `cap` per slot. */
export function allocate(total: number, weights: Float64Array, cap: number, rng: Random): Int32Array {
  const n = weights.length;
  const out = new Int32Array(n);
  if (n === 0 || total <= 0 || cap <= 0) return out;
  let sum = 0;
  for (const weight of weights) sum += weight;
  let assigned = 0;
  for (let i = 0; i < n; i++) {
    out[i] = Math.min(cap, Math.floor((total * weights[i]!) / sum));
    assigned += out[i]!;
  }
  while (assigned < total) {
    const before = assigned;
    const start = rng.int(0, n - 1);
    for (let k = 0; k < n && assigned < total; k++) {
      const i = (start + k) % n;
      if (out[i]! < cap) {
        out[i]!++;
        assigned++;
      }
    }
    if (assigned === before) break;
  }
  return out;
}

function shuffleRange(values: Uint8Array, from: number, rng: Random) {
  for (let i = values.length - 1; i > from; i--) {
    const j = from + Math.floor(rng.next() * (i - from + 1));
    const swap = values[i]!;
    values[i] = values[j]!;
    values[j] = swap;
  }
}

export function planClasses(plan: SeedPlan, pool: UserPool, rng: Random): ClassPlan {
  const n = plan.classes;
  const teacherOf = new Int32Array(n);
  const status = new Uint8Array(n);
  const category = new Uint8Array(n);

  // Fixed teachers own the first classes, with exactly the statuses asked for.
  let next = 0;
  const featured = new Set<number>();
  const left = [plan.approvedClasses, plan.pendingClasses, plan.rejectedClasses];
  for (const teacher of pool.fixedTeachers) {
    const owned = plan.fixedAccounts[teacher]?.ownedClasses;
    const wanted = [owned?.approved ?? 0, owned?.pending ?? 0, owned?.rejected ?? 0];
    wanted.forEach((amount, code) => {
      for (let k = 0; k < amount; k++, next++) {
        teacherOf[next] = teacher;
        status[next] = code;
        if (code === APPROVED) featured.add(next);
      }
      left[code]! -= amount;
    });
  }
  const firstRandom = next;
  for (let code = 0; code < 3; code++) for (let k = 0; k < left[code]!; k++) status[next++] = code;
  shuffleRange(status, firstRandom, rng);

  const generatedTeachers = pool.teachers.slice(pool.fixedTeachers.length);
  const candidates = generatedTeachers.length > 0 ? generatedTeachers : pool.teachers;
  for (let c = 0; c < n; c++) {
    // A skewed draw: some teachers are prolific, most run a handful of classes.
    if (c >= firstRandom) teacherOf[c] = candidates[Math.floor(candidates.length * rng.next() ** 1.3)]!;
    category[c] = rng.chance(0.8) ? pool.category[teacherOf[c]!]! : rng.int(0, CATEGORIES.length - 1);
  }

  const approved: number[] = [];
  for (let c = 0; c < n; c++) if (status[c] === APPROVED) approved.push(c);
  const popularity = Float64Array.from(approved, () => Math.exp(POPULARITY_SIGMA * rng.normal()));
  const perApproved = allocate(plan.randomEnrolments, popularity, pool.randomStudents.length, rng);
  const randomEnrolments = new Int32Array(n);
  approved.forEach((c, k) => {
    randomEnrolments[c] = perApproved[k]!;
  });

  // Fixed students: one class of a fixed teacher when there is one, the rest drawn from all approved classes.
  const fixedEnrolled = new Map<number, number[]>();
  for (const student of pool.fixedStudents) {
    const wanted = plan.fixedAccounts[student]?.enrolledClasses ?? 0;
    const chosen = new Set<number>();
    const [firstFeatured] = featured;
    if (wanted > 0 && firstFeatured !== undefined) chosen.add(firstFeatured);
    while (chosen.size < wanted) chosen.add(rng.pick(approved));
    for (const c of chosen) {
      fixedEnrolled.set(c, [...(fixedEnrolled.get(c) ?? []), student]);
      featured.add(c);
    }
  }

  const assignmentWeights = Float64Array.from(approved, () => 0.3 + rng.next() * 1.4);
  const perClass = allocate(plan.assignments, assignmentWeights, MAX_ASSIGNMENTS_PER_CLASS, rng);
  const assignmentsOf = new Uint8Array(n);
  approved.forEach((c, k) => {
    assignmentsOf[c] = perClass[k]!;
  });
  balanceFeatured(assignmentsOf, approved, featured, plan.assignments, rng);

  let totalPairs = 0;
  for (const c of approved) totalPairs += assignmentsOf[c]! * randomEnrolments[c]!;
  return { teacherOf, status, category, randomEnrolments, fixedEnrolled, assignmentsOf, totalPairs };
}

/**
 * Classes the fixed accounts use get at least two assignments (so the demo shows an assignment list); the
 * extra ones are taken from other classes, keeping the total exact.
 */
function balanceFeatured(
  assignmentsOf: Uint8Array,
  approved: number[],
  featured: Set<number>,
  total: number,
  rng: Random,
) {
  const minimum = Math.min(2, Math.floor(total / Math.max(1, featured.size)));
  let excess = 0;
  for (const c of featured) {
    if (assignmentsOf[c]! < minimum) {
      excess += minimum - assignmentsOf[c]!;
      assignmentsOf[c] = minimum;
    }
  }
  const others = approved.filter((c) => !featured.has(c));
  for (let guard = 0; excess > 0 && others.length > 0 && guard < others.length * MAX_ASSIGNMENTS_PER_CLASS; guard++) {
    const c = rng.pick(others);
    if (assignmentsOf[c]! > 0) {
      assignmentsOf[c]!--;
      excess--;
    }
  }
}
