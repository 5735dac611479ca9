import type { Category } from "@classwise/shared";
import type { Random } from "./prng.js";
import {
  CATALOGUE,
  DESCRIPTION_CLOSERS,
  DESCRIPTION_MIDDLES,
  DESCRIPTION_OPENERS,
  PRICE_POINTS,
  PRICE_WEIGHTS,
  TITLE_PATTERNS,
} from "./vocabulary/catalogue.js";

/** Replaces `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
}

export function cumulative(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((weight) => {
    sum += weight;
    return sum;
  });
}

const PRICE_CUMULATIVE = cumulative(PRICE_WEIGHTS);

export function drawPriceCents(rng: Random): number {
  return PRICE_POINTS[rng.weighted(PRICE_CUMULATIVE)]!;
}

export interface CourseIdea {
  subjectIndex: number;
  subject: string;
  title: string;
}

/** A course title in the category, avoiding titles in `used` for a few tries (small datasets stay varied). */
export function drawCourse(rng: Random, category: Category, used?: Set<string>): CourseIdea {
  const subjects = CATALOGUE[category].subjects;
  let idea: CourseIdea | undefined;
  for (let attempt = 0; attempt < 4; attempt++) {
    const subjectIndex = rng.int(0, subjects.length - 1);
    const subject = subjects[subjectIndex]!;
    idea = { subjectIndex, subject, title: fill(rng.pick(TITLE_PATTERNS), { subject }) };
    if (!used?.has(idea.title)) break;
  }
  used?.add(idea!.title);
  return idea!;
}

export function drawDescription(rng: Random, category: Category, subject: string): string {
  const vocabulary = CATALOGUE[category];
  const values = { subject, project: rng.pick(vocabulary.projects), audience: rng.pick(vocabulary.audiences) };
  return [DESCRIPTION_OPENERS, DESCRIPTION_MIDDLES, DESCRIPTION_CLOSERS]
    .map((parts) => fill(rng.pick(parts), values))
    .join(" ");
}
