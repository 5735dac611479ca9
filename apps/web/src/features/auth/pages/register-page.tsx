import { type RegisterForm, registerFormErrors, registerMessages } from "@classwise/shared";
import { PasswordField, TextField } from "../../../components/ui/form-field";
import { usePlainForm } from "../../../lib/plain-form";
import { saveOwnUserRecord, signUpWithEmail } from "../api/identity";
import { EmailField } from "../components/email-field";
import { IdentityForm } from "../components/identity-form";
import { useIdentitySubmit } from "../use-identity-submit";

const copy = registerMessages;

export function RegisterPage() {
  const { target, submit } = useIdentitySubmit("register", registerMessages.success);
  const form = usePlainForm<RegisterForm>({
    rules: registerFormErrors,
    defaultValues: { name: "", email: "", password: "", photoURL: "" },
  });
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit((values) =>
    submit(async (requestToken) => {
      const user = await signUpWithEmail(values);
      const token = await requestToken(user.email);
      if (token) {
        await saveOwnUserRecord({
          uid: user.id,
          name: values.name.trim() || user.name,
          email: user.email,
          photoURL: values.photoURL.trim() || user.image || "",
        }).catch(() => undefined);
      }
    }),
  );

  return (
    <IdentityForm mode="register" target={target} onSubmit={onSubmit} busy={isSubmitting}>
      <TextField
        label={copy.nameLabel}
        autoComplete="name"
        placeholder={copy.namePlaceholder}
        {...form.register("name")}
      />
      <EmailField label={copy.emailLabel} error={errors.email} {...form.register("email")} />
      <PasswordField
        label={copy.passwordLabel}
        autoComplete="new-password"
        placeholder={copy.passwordPlaceholder}
        {...form.register("password")}
      />
      <TextField
        label={copy.photoLabel}
        type="url"
        autoComplete="photo"
        placeholder="https://..."
        {...form.register("photoURL")}
      />
    </IdentityForm>
  );
}
