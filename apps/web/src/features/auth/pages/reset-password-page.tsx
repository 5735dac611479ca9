import { forgotMessages, type ResetPasswordForm, resetPasswordFormErrors } from "@classwise/shared";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/form-field";
import { paths } from "../../../lib/paths";
import { usePlainForm } from "../../../lib/plain-form";
import { toast } from "../../../lib/toast";
import { resetPassword } from "../api/identity";
import { IdentityError } from "../api/identity-errors";
import { AuthCard } from "../components/auth-card";

const copy = forgotMessages;

/** Target of the link in the reset mail: the identity service appends ?token=… (or ?error=… when invalid). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const form = usePlainForm<ResetPasswordForm>({
    rules: resetPasswordFormErrors,
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form;

  if (!token || params.get("error")) {
    return (
      <AuthCard title={copy.resetInvalidTitle}>
        <p className="text-center text-slate-600 dark:text-slate-400">{copy.resetLinkInvalid}</p>
        <Link
          to={paths.forgotPassword}
          className="mt-6 block rounded-lg bg-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-700"
        >
          {copy.sendNewLink}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token, password);
      toast.success(copy.passwordUpdated);
      navigate(paths.login, { replace: true });
    } catch (error) {
      const code = error instanceof IdentityError ? error.code : undefined;
      toast.error(code === "INVALID_TOKEN" ? copy.resetLinkInvalid : copy.resetFailed);
    }
  });

  return (
    <AuthCard title={copy.chooseTitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField
          label={copy.newPasswordLabel}
          autoComplete="new-password"
          error={errors.password}
          {...form.register("password")}
        />
        <PasswordField
          label={copy.confirmPasswordLabel}
          autoComplete="new-password"
          error={errors.confirm}
          {...form.register("confirm")}
        />
        <Button type="submit" busy={isSubmitting} className="w-full">
          {forgotMessages.resetSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
