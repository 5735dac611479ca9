import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { Divider } from "./auth-card";
import { GoogleButton } from "./google-button";

const other = {
  login: { prompt: "New to Classwise?", to: paths.register, link: "Create an account" },
  register: { prompt: "Already have an account?", to: paths.login, link: "Log in" },
} as const;

/** Under the sign-in and sign-up forms: Google, and the way to the other form, keeping where the visitor was going. */
export function AuthAlternatives({ mode, target }: { mode: "login" | "register"; target: string }) {
  const { prompt, to, link } = other[mode];
  return (
    <>
      <Divider />
      <GoogleButton mode={mode} from={target} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {prompt}{" "}
        <Link
          to={to}
          state={{ from: target }}
          className="font-semibold text-brand-600 hover:underline dark:text-indigo-300"
        >
          {link}
        </Link>
      </p>
    </>
  );
}
