import { messages, type RegisterForm, registerFormSchema } from "@classwise/shared";
import { useForm } from "react-hook-form";
import { PasswordField, TextField } from "../../../components/ui/form-field";
import { zodResolver } from "../../../lib/form-resolver";
import { saveOwnUserRecord, signUpWithEmail } from "../api/identity";
import { EmailField } from "../components/email-field";
import { IdentityForm } from "../components/identity-form";
import { useIdentitySubmit } from "../use-identity-submit";

export function RegisterPage() {
  const { target, submit } = useIdentitySubmit("register", messages.register.success);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    mode: "onBlur",
    defaultValues: { name: "", email: "", password: "", photoURL: "" },
  });
  const { errors, isSubmitting } = form.formState;

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
      <TextField label="Full Name" autoComplete="name" placeholder="Your full name" {...form.register("name")} />
      <EmailField label="Email Address" error={errors.email?.message} {...form.register("email")} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        {...form.register("password")}
      />
      <TextField
        label="Photo URL (optional)"
        type="url"
        autoComplete="photo"
        placeholder="https://..."
        {...form.register("photoURL")}
      />
    </IdentityForm>
  );
}
