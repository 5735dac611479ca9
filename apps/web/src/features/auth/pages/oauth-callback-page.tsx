import { loginMessages, registerMessages } from "@classwise/shared";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { useAuth } from "../../../lib/auth/auth-context";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { saveOwnUserRecord } from "../api/identity";

/**
 * Where the Google (OpenID Connect) sign-in returns. Once the session is known and a token is held, the
 * user record is saved (POST /users) and the user goes back to where they started.
 */
export function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, token, loading } = useAuth();
  const done = useRef(false);
  const mode = params.get("mode") === "register" ? "register" : "login";
  const fromParam = params.get("from") ?? "/";
  const from = fromParam.startsWith("/") && !fromParam.startsWith("//") ? fromParam : "/";
  const failedText = mode === "register" ? registerMessages.googleFailed : loginMessages.googleFailed;

  useEffect(() => {
    if (done.current) return;
    if (params.get("error")) {
      done.current = true;
      toast.error(failedText);
      navigate(mode === "register" ? paths.register : paths.login, { replace: true, state: { from } });
      return;
    }
    if (loading) return;
    done.current = true;
    if (!user || !token) {
      toast.error(failedText);
      navigate(paths.login, { replace: true, state: { from } });
      return;
    }
    void saveOwnUserRecord({ uid: user.uid, name: user.displayName, email: user.email, photoURL: user.photoURL })
      .catch(() => undefined)
      .finally(() => {
        toast.success(mode === "register" ? registerMessages.googleSuccess : loginMessages.googleSuccess);
        navigate(from, { replace: true });
      });
  }, [params, loading, user, token, navigate, mode, from, failedText]);

  return <Spinner label={loginMessages.signingIn} />;
}
