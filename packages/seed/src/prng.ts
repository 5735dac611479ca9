/**
 * Deterministic randomness for seed data: the same seed always yields the same rows, so a dataset can be
 * reproduced exactly (bug reports, benchmarks, tests).
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: a small, fast generator with a full 2^32 period; plenty for fake data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** Index into `cumulative` (ascending running totals of weights), chosen in proportion to the weights. */
  weighted(cumulative: readonly number[]): number {
    const target = this.next() * (cumulative[cumulative.length - 1] ?? 0);
    let index = 0;
    while (index < cumulative.length - 1 && (cumulative[index] ?? 0) <= target) index++;
    return index;
  }

  /** Standard normal deviate (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** A derived generator, so that one part of the data does not shift when another part draws more numbers. */
  fork(label: number): Random {
    return new Random(mix32(this.state ^ mix32(label)));
  }
}

/** Murmur3's finaliser: a bijection on 32-bit integers with good avalanche. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** Eight hex digits; a table lookup, because Number#toString(16) is slow in hot loops. */
function hex8(value: number): string {
  return (
    HEX_BYTES[value >>> 24]! +
    HEX_BYTES[(value >>> 16) & 0xff]! +
    HEX_BYTES[(value >>> 8) & 0xff]! +
    HEX_BYTES[value & 0xff]!
  );
}

/**
 * A UUID (version 4 layout) computed from (seed, kind, index) instead of drawn: row N of a table always gets
 * the same id whatever else was generated, and ids never collide within a kind because the first 32 bits
 * are a bijection of the index.
 */
export function seededUuid(seed: number, kind: number, index: number): string {
  const base = mix32(seed ^ mix32(Math.imul(kind + 1, 0x9e3779b9)));
  const a = hex8(mix32((index ^ mix32(base)) >>> 0));
  const b = hex8(mix32((index ^ mix32(base + 0x632be5ab)) >>> 0));
  const c = hex8(mix32((index ^ mix32(base + 0xc657cb56)) >>> 0));
  const d = hex8(mix32((index ^ mix32(base + 0x2983b101)) >>> 0));
  const variant = ((Number.parseInt(c[0] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}

/** The id namespaces used by the generator (one per table). */
export const ID_KIND = {
  user: 1,
  account: 2,
  class: 3,
  payment: 4,
  enrolment: 5,
  application: 6,
  assignment: 7,
  submission: 8,
  evaluation: 9,
  lesson: 10,
  announcement: 11,
  lessonPost: 12,
  quiz: 20,
  quizQuestion: 21,
  quizAttempt: 22,
} as const;
