import { z } from "zod";
import { validationMessages } from "../messages/index.js";
import { pageQuerySchema, pageResponse, requiredTextSchema, searchTermSchema, successResponse } from "./common.js";

export const emailSchema = requiredTextSchema(
  validationMessages.emailRequired,
  254,
  validationMessages.emailInvalid,
).pipe(z.email({ error: validationMessages.emailInvalid }));

export const photoUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === "" || /^(https?:\/\/|\/)/i.test(value), "Photo URL must start with http(s):// or /");

export const userSchema = z.object({
  _id: z.string(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  photoURL: z.string(),
  role: z.string(),
  createdAt: z.string(),
  /** Suspended by an admin (docs/decisions/0036); the reason is shown to admins only. */
  suspended: z.boolean(),
  suspensionReason: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** POST /users: the caller's own record; role and uid never come from the body. */
export const upsertUserBodySchema = z
  .object({
    uid: z.string().max(64).optional(),
    name: z.string().trim().max(100).optional(),
    email: z.string().max(254).optional(),
    photoURL: photoUrlSchema.optional(),
  })
  .strip();
export type UpsertUserBody = z.infer<typeof upsertUserBodySchema>;

export const listUsersQuerySchema = pageQuerySchema.extend({ search: searchTermSchema });

export const updateRoleBodySchema = z.object({ role: z.enum(["admin", "teacher", "student"]) }).strict();

export const jwtBodySchema = z.object({ email: z.string().trim().min(1).max(254) });

export const userResponseSchema = successResponse({ user: userSchema });
/** A page of users; `totalIsEstimate` when a search over many users estimated its total. */
export const usersPageResponseSchema = pageResponse("users", userSchema, {
  totalIsEstimate: z.literal(true).optional(),
});
export type UsersPage = z.infer<typeof usersPageResponseSchema>;
