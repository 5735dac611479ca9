import { type LoginForm, loginFormSchema, messages } from "@classwise/shared";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { Button } from "../../../components/ui/button";
import { PasswordField, TextField } from "../../../components/ui/form-field";
import { useAuth } from "../../../lib/auth/auth-context";
import { zodResolver } from "../../../lib/form-resolver";
import { paths } from "../../../lib/paths";
import { signInWithEmail } from "../api/identity";
import { IdentityError, identityErrorMessage } from "../api/identity-errors";
import { AuthCard, Divider } from "../components/auth-card";
import { GoogleButton } from "../components/google-button";
import { useRedirectTarget } from "../use-redirect-target";

export function LoginPage() {
  const { setLoading, requestToken } = useAuth();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: "onBlur",
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setLoading(true);
    try {
      const user = await signInWithEmail(values);
      await requestToken(user.email);
      toast.success(messages.login.success);
      navigate(target, { replace: true });
    } catch (error) {
      toast.error(identityErrorMessage("login", error instanceof IdentityError ? error.code : undefined));
    } finally {
      setLoading(false);
    }
  });

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to continue learning.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <div className="flex justify-end">
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-brand-600 hover:underline dark:text-indigo-300"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" busy={isSubmitting} className="w-full">
          Sign In
        </Button>
      </form>
      <Divider />
      <GoogleButton mode="login" from={target} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        New to Classwise?{" "}
        <Link
          to={paths.register}
          state={{ from: target }}
          className="font-semibold text-brand-600 hover:underline dark:text-indigo-300"
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
