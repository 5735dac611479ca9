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

export const successSchema = z.object({ success: z.literal(true) });

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export function totalPagesFor(total: number, limit: number): number {
  return Math.ceil(total / limit);
}
