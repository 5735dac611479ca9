import { type LoginForm, loginFormErrors, loginMessages } from "@classwise/shared";
import { Link } from "react-router";
import { PasswordField } from "../../../components/ui/form-field";
import { paths } from "../../../lib/paths";
import { usePlainForm } from "../../../lib/plain-form";
import { signInWithEmail } from "../api/identity";
import { EmailField } from "../components/email-field";
import { IdentityForm } from "../components/identity-form";
import { useIdentitySubmit } from "../use-identity-submit";

const copy = loginMessages;

export function LoginPage() {
  const { target, submit } = useIdentitySubmit("login", loginMessages.success);
  const form = usePlainForm<LoginForm>({
    rules: loginFormErrors,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit((values) =>
    submit(async (requestToken) => {
      const user = await signInWithEmail(values);
      await requestToken(user.email);
    }),
  );

  return (
    <IdentityForm mode="login" target={target} onSubmit={onSubmit} busy={isSubmitting}>
      <EmailField label={copy.emailLabel} error={errors.email} {...form.register("email")} />
      <PasswordField
        label={copy.passwordLabel}
        autoComplete="current-password"
        placeholder={copy.passwordPlaceholder}
        error={errors.password}
        {...form.register("password")}
      />
      <div className="flex justify-end">
        <Link
          to={paths.forgotPassword}
          className="text-sm font-medium text-brand-600 hover:underline dark:text-indigo-300"
        >
          {loginMessages.forgotLink}
        </Link>
      </div>
    </IdentityForm>
  );
}
