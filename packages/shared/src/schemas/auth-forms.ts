import { validationMessages } from "../messages/index.js";
import { BASIC_EMAIL_PATTERN } from "./patterns.js";

/**
 * The client rules of the sign-in, registration and password forms (product §5), as plain functions: those
 * pages are the first a visitor loads, and checking four fields needs no schema library. Each answers the
 * message of every field that breaks a rule; a field that passes is absent.
 */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** product §5: email required and a basic pattern, checked on blur. */
function emailError(email: string): string | undefined {
  const value = email.trim();
  if (value.length === 0) return validationMessages.emailRequired;
  if (!BASIC_EMAIL_PATTERN.test(value)) return validationMessages.emailInvalid;
  return undefined;
}

function only<T>(errors: Record<keyof T, string | undefined>): FormErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FormErrors<T>;
}

/** product §5 Register: name, password and photo URL have no client rules (the server still checks them). */
export type RegisterForm = {
  name: string;
  email: string;
  password: string;
  photoURL: string;
};
export function registerFormErrors(values: RegisterForm): FormErrors<RegisterForm> {
  return only<RegisterForm>({
    name: undefined,
    email: emailError(values.email),
    password: undefined,
    photoURL: undefined,
  });
}

export type LoginForm = {
  email: string;
  password: string;
};
export function loginFormErrors(values: LoginForm): FormErrors<LoginForm> {
  return only<LoginForm>({
    email: emailError(values.email),
    password: values.password.length === 0 ? validationMessages.passwordRequired : undefined,
  });
}

export type ForgotPasswordForm = {
  email: string;
};
export function forgotPasswordFormErrors(values: ForgotPasswordForm): FormErrors<ForgotPasswordForm> {
  return only<ForgotPasswordForm>({ email: emailError(values.email) });
}

export type ResetPasswordForm = {
  password: string;
  confirm: string;
};
function newPasswordError(password: string): string | undefined {
  if (password.length === 0) return validationMessages.passwordRequired;
  if (password.length < 8) return validationMessages.passwordTooShort;
  if (password.length > 128) return validationMessages.passwordTooLong;
  return undefined;
}
export function resetPasswordFormErrors(values: ResetPasswordForm): FormErrors<ResetPasswordForm> {
  let confirm: string | undefined;
  if (values.confirm.length === 0) confirm = validationMessages.confirmPasswordRequired;
  else if (values.confirm !== values.password) confirm = validationMessages.passwordsDiffer;
  return only<ResetPasswordForm>({ password: newPasswordError(values.password), confirm });
}
