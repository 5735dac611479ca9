import { z } from "zod";
import { messages } from "../messages/index.js";
import { BASIC_EMAIL_PATTERN } from "./users.js";

/** product §5: email required and a basic pattern, checked on blur. */
const formEmail = z
  .string()
  .trim()
  .min(1, messages.validation.emailRequired)
  .regex(BASIC_EMAIL_PATTERN, messages.validation.emailInvalid);

/** product §5 Register: name, password and photo URL have no client rules (the server still checks them). */
export const registerFormSchema = z.object({
  name: z.string(),
  email: formEmail,
  password: z.string(),
  photoURL: z.string(),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginFormSchema = z.object({
  email: formEmail,
  password: z.string().min(1, messages.validation.passwordRequired),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: formEmail });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(1, messages.validation.passwordRequired)
      .min(8, messages.validation.passwordTooShort)
      .max(128, messages.validation.passwordTooLong),
    confirm: z.string().min(1, "Please confirm your new password"),
  })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "Passwords do not match" });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
