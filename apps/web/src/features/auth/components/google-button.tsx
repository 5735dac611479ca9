import { identityMessages, loginMessages, registerMessages } from "@classwise/shared";
import { useState } from "react";
import { usePublicConfig } from "../../../lib/api/config";
import { toast } from "../../../lib/toast";
import { signInWithGoogle } from "../api/identity";

/** 'Continue with Google'; disabled with an explanation when the server has no Google/OIDC sign-in. */
export function GoogleButton({ mode, from }: { mode: "login" | "register"; from: string }) {
  const config = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const available = config.data?.googleSignIn === true;
  // Before the server's answer the note is drawn all the same, shown or hidden by the page's own mark (index.css).
  const pending = !config.isSuccess;

  const onClick = async () => {
    setBusy(true);
    try {
      await signInWithGoogle(mode, from);
    } catch {
      toast.error(mode === "register" ? registerMessages.googleFailed : loginMessages.googleFailed);
      setBusy(false);
    }
  };

  return (
    <div>
      <button
        type="button"
        onClick={onClick}
        disabled={!available || busy}
        aria-describedby={available ? undefined : "google-unavailable"}
        className="flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
          <path
            fill="#FFC107"
            d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
          />
          <path
            fill="#FF3D00"
            d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
          />
          <path
            fill="#1976D2"
            d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
          />
        </svg>
        {busy ? identityMessages.googleRedirecting : identityMessages.google}
      </button>
      {!available && (
        <p
          id="google-unavailable"
          className={`mt-2 text-center text-xs text-slate-500 dark:text-slate-400 ${pending ? "google-sign-in-note-pending" : ""}`}
        >
          {identityMessages.googleUnavailable}
        </p>
      )}
    </div>
  );
}
