import { messages, type RegisterForm, registerFormSchema } from "@classwise/shared";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { Button } from "../../../components/ui/button";
import { PasswordField, TextField } from "../../../components/ui/form-field";
import { useAuth } from "../../../lib/auth/auth-context";
import { zodResolver } from "../../../lib/form-resolver";
import { paths } from "../../../lib/paths";
import { saveOwnUserRecord, signUpWithEmail } from "../api/identity";
import { IdentityError, identityErrorMessage } from "../api/identity-errors";
import { AuthCard, Divider } from "../components/auth-card";
import { GoogleButton } from "../components/google-button";
import { useRedirectTarget } from "../use-redirect-target";

export function RegisterPage() {
  const { setLoading, requestToken } = useAuth();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    mode: "onBlur",
    defaultValues: { name: "", email: "", password: "", photoURL: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setLoading(true);
    try {
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
      toast.success(messages.register.success);
      navigate(target, { replace: true });
    } catch (error) {
      toast.error(identityErrorMessage("register", error instanceof IdentityError ? error.code : undefined));
    } finally {
      setLoading(false);
    }
  });

  return (
    <AuthCard title="Create your account" subtitle="Join free and start learning from expert instructors.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Full Name" autoComplete="name" placeholder="Your full name" {...form.register("name")} />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register("email")}
        />
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
      <Divider />
      <GoogleButton mode="register" from={target} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{" "}
        <Link
          to={paths.login}
          state={{ from: target }}
          className="font-semibold text-brand-600 hover:underline dark:text-indigo-300"
        >
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
