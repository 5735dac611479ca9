import { type ForgotPasswordForm, forgotMessages, forgotPasswordFormErrors } from "@classwise/shared";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { StrokeIcon } from "../../../components/ui/stroke-icon";
import { paths } from "../../../lib/paths";
import { usePlainForm } from "../../../lib/plain-form";
import { toast } from "../../../lib/toast";
import { requestPasswordReset } from "../api/identity";
import { IdentityError, identityErrorMessage } from "../api/identity-errors";
import { AuthCard } from "../components/auth-card";
import { EmailField } from "../components/email-field";

const copy = forgotMessages;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = usePlainForm<ForgotPasswordForm>({
    rules: forgotPasswordFormErrors,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast.success(forgotMessages.success);
      setSentTo(email.trim());
    } catch (error) {
      toast.error(identityErrorMessage("forgot", error instanceof IdentityError ? error.code : undefined));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={copy.checkEmailTitle}>
        <div className="space-y-5 text-center">
          <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300">
            <StrokeIcon size={28} rounded={false}>
              <path d="M4 6h16v12H4z" />
              <path d="M4 7l8 6 8-6" />
            </StrokeIcon>
          </div>
          <p className="text-slate-600 dark:text-slate-400">
            {forgotMessages.sentLinkTo} <strong className="text-slate-900 dark:text-slate-100">{sentTo}</strong>.
            {copy.linkLifetime}
          </p>
          <div className="flex flex-col gap-3">
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              {forgotMessages.sendAnother}
            </Button>
            <Link
              to={paths.login}
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {forgotMessages.backToLogin}
            </Link>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField label={copy.emailLabel} error={errors.email} {...form.register("email")} />
        <Button type="submit" busy={isSubmitting} className="w-full">
          {copy.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="font-semibold text-brand-600 hover:underline dark:text-indigo-300">
          {forgotMessages.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
