import { messages, type RegisterForm, registerFormSchema } from "@classwise/shared";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { PasswordField, TextField } from "../../../components/ui/form-field";
import { zodResolver } from "../../../lib/form-resolver";
import { saveOwnUserRecord, signUpWithEmail } from "../api/identity";
import { AuthAlternatives } from "../components/auth-alternatives";
import { AuthCard } from "../components/auth-card";
import { EmailField } from "../components/email-field";
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
    <AuthCard title="Create your account" subtitle="Join free and start learning from expert instructors.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
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
        <Button type="submit" busy={isSubmitting} className="w-full">
          Create Account
        </Button>
      </form>
      <AuthAlternatives mode="register" target={target} />
    </AuthCard>
  );
}
