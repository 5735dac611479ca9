import { useNavigate } from "react-router";
import { useAuth } from "../../lib/auth/auth-context";
import { toast } from "../../lib/toast";
import { IdentityError, identityErrorMessage } from "./api/identity-errors";
import { useRedirectTarget } from "./use-redirect-target";

/**
 * Signing in and signing up end the same way: the app shows it is busy while the identity call runs, a
 * refusal becomes the spec's text for that form, and success is toasted before going on to where the
 * visitor was headed (`target`).
 */
export function useIdentitySubmit(context: "login" | "register", successText: string) {
  const { setLoading, requestToken } = useAuth();
  const navigate = useNavigate();
  const target = useRedirectTarget();

  const submit = async (run: (requestToken: (email: string) => Promise<string | null>) => Promise<void>) => {
    setLoading(true);
    try {
      await run(requestToken);
      toast.success(successText);
      navigate(target, { replace: true });
    } catch (error) {
      toast.error(identityErrorMessage(context, error instanceof IdentityError ? error.code : undefined));
    } finally {
      setLoading(false);
    }
  };
  return { target, submit };
}
