import { z } from "zod";
import { MAX_PAGE_SIZE } from "../constants/index.js";

export const idSchema = z.string().trim().min(1).max(64);
/** Route parameters naming one row by id (`/classes/:id`) or one user by uid (`/users/:uid`). */
export const idParamsSchema = z.object({ id: idSchema });
export const uidParamsSchema = z.object({ uid: idSchema });

/** Query of every paged list: page from 1, limit 1..100 (ARCHITECTURE.md "API conventions"). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Search terms are trimmed; an empty term means no search. */
export const searchTermSchema = z
  .string()
  .max(200)
  .optional()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  });

/**
 * A required text field, trimmed: missing or empty says `required`. With a shortest length, an empty value
 * says only `required`, not also that it is too short.
 */
export function requiredTextSchema(
  required: string,
  max: number,
  tooLong?: string,
  shortest?: { length: number; message: string },
) {
  const text = z.string({ error: required }).trim();
  if (!shortest) return text.min(1, required).max(max, tooLong);
  return text.min(1, { error: required, abort: true }).min(shortest.length, shortest.message).max(max, tooLong);
}

/** Every success body: `success: true` first, then the given fields, in their order. */
export function successResponse<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), ...shape });
}

type PageShape<Key extends string, Item extends z.ZodType> = { [K in Key]: z.ZodArray<Item> } & {
  [K in `total${Capitalize<Key>}`]: z.ZodNumber;
} & { totalPages: z.ZodNumber };

/**
 * A page of a list: the rows under their name (`classes`), their total under `total<Name>` (`totalClasses`),
 * the number of pages, then any further fields.
 */
export function pageResponse<
  Key extends string,
  Item extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>(key: Key, item: Item, extra: Extra = {} as Extra) {
  const totalKey = `total${key[0]!.toUpperCase()}${key.slice(1)}`;
  const page = { [key]: z.array(item), [totalKey]: z.number().int(), totalPages: z.number().int() };
  return successResponse({ ...(page as PageShape<Key, Item>), ...extra });
}

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export function totalPagesFor(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** The answer of an endpoint that streams a CSV file. */
export const csvFileSchema = z.string().describe("CSV, UTF-8 with a byte order mark");

/** The answer of a deletion by id (a lesson, a quiz, a bank question, a post): the text saying it is gone. */
export const deletionResponseSchema = successResponse({ message: z.string() });
