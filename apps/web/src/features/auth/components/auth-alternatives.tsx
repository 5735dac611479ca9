import { loginMessages, registerMessages } from "@classwise/shared";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { Divider } from "./auth-card";
import { GoogleButton } from "./google-button";

const other = {
  login: { texts: loginMessages, to: paths.register },
  register: { texts: registerMessages, to: paths.login },
} as const;

/** Under the sign-in and sign-up forms: Google, and the way to the other form, keeping where the visitor was going. */
export function AuthAlternatives({ mode, target }: { mode: "login" | "register"; target: string }) {
  const {
    texts: { otherPrompt, otherLink },
    to,
  } = other[mode];
  return (
    <>
      <Divider />
      <GoogleButton mode={mode} from={target} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {otherPrompt}{" "}
        <Link
          to={to}
          state={{ from: target }}
          className="font-semibold text-brand-600 hover:underline dark:text-indigo-300"
        >
          {otherLink}
        </Link>
      </p>
    </>
  );
}
