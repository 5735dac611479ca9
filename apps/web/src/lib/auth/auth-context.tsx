import { SESSION_CHECK_URL, type SessionCheckAnswer } from "@classwise/shared";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { awaitTokenBeforeCalls, setAccessToken, setTokenRefresher } from "../api-client";
import { api } from "../contract-call";
import { takePageAnswer } from "../page-answers";
import { queryKeys } from "../query-keys";
import { readStoredToken, storeToken, tokenSubject } from "./token-storage";

/** The signed-in user as the identity service reports it (product §3 Auth session). */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthContextValue {
  user: AuthUser | null;
  token: string | null;
  /** Who is signed in, the bearer token or a sign-in in progress is not known yet. */
  loading: boolean;
  /** Who is signed in is not known yet (the session is being read, or a sign-in is in progress). */
  userLoading: boolean;
  /** Re-reads the identity service's session (after sign-in, sign-up or a profile change). */
  refresh(): Promise<void>;
  /** Requests a bearer token for the current session; resolves to null when there is none. */
  requestToken(email: string): Promise<string | null>;
  logout(): Promise<void>;
  /** From a logout until home is shown: a guarded page left behind sends home, not to /login. */
  signedOut: boolean;
  forgetSignedOut(): void;
  setLoading(value: boolean): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

/**
 * The identity service's current session (GET /api/auth/get-session): the page's answer when it came with one,
 * else read with a plain fetch (the identity client library is loaded only by the screens that sign in, sign
 * up, reset or sign out).
 */
async function getSessionUser(): Promise<SessionUser | null> {
  const answered = takePageAnswer(SESSION_CHECK_URL) as SessionCheckAnswer | undefined;
  if (answered) return answered.user;
  const response = await fetch(SESSION_CHECK_URL, {
    credentials: "same-origin",
    // Who is signed in changes with every sign-in and sign-out: never answer from the HTTP cache.
    cache: "no-store",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`session check answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { user?: SessionUser } | null;
  return body?.user ?? null;
}

async function fetchToken(email: string): Promise<string | null> {
  try {
    const { token } = await api("POST /jwt", { body: { email }, anonymous: true });
    return token;
  } catch {
    return null;
  }
}

let tokenRequest: { email: string; answer: Promise<string | null> } | null = null;

/**
 * Asks for a bearer token for the session of `email`, once at a time: whoever asks while a request is under way
 * (the session check, the provider, a sign-in) gets the same answer. A token that arrives is put in the API
 * client and kept at once, and calls that send the token wait for the answer (awaitTokenBeforeCalls).
 */
function beginTokenRequest(email: string): Promise<string | null> {
  if (tokenRequest?.email === email) return tokenRequest.answer;
  const answer = fetchToken(email).then((token) => {
    if (token) {
      setAccessToken(token);
      storeToken(token);
    }
    return token;
  });
  const entry = { email, answer };
  tokenRequest = entry;
  awaitTokenBeforeCalls(answer);
  void answer.finally(() => {
    if (tokenRequest === entry) tokenRequest = null;
  });
  return answer;
}

/**
 * The session, and for a signed-in user without a usable token the token request, started as soon as the session
 * is read rather than after the next render: the sign-in guard lets a screen render once the user is known,
 * and that screen's calls wait for the token.
 */
async function readSession(): Promise<SessionUser | null> {
  const user = await getSessionUser();
  if (user?.email) {
    const stored = readStoredToken();
    if (!stored || tokenSubject(stored) !== user.id) void beginTokenRequest(user.email);
  }
  return user;
}

const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: readSession,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

/**
 * Starts the session check before the app's first render (main.tsx), so that it runs while the router and
 * the first screen are still loading; the provider then finds it under way or done.
 */
export function startSessionCheck(client: QueryClient) {
  void client.prefetchQuery(sessionQuery);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const [token, setToken] = useState<string | null>(() => {
    const stored = readStoredToken();
    setAccessToken(stored);
    return stored;
  });
  const [tokenPending, setTokenPending] = useState(false);
  const [manualLoading, setManualLoading] = useState(false);
  const [firstReportDone, setFirstReportDone] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const forgetSignedOut = useCallback(() => setSignedOut(false), []);
  const userRef = useRef<AuthUser | null>(null);
  const requesting = useRef(false);

  const sessionUser = session.data ?? undefined;
  const user = useMemo<AuthUser | null>(
    () =>
      sessionUser
        ? {
            uid: sessionUser.id,
            email: sessionUser.email,
            displayName: sessionUser.name || null,
            photoURL: sessionUser.image ?? null,
          }
        : null,
    [sessionUser],
  );
  userRef.current = user;

  const applyToken = useCallback((next: string | null) => {
    setAccessToken(next);
    storeToken(next);
    setToken(next);
  }, []);

  const refetchSession = session.refetch;
  const requestToken = useCallback(
    async (email: string) => {
      setTokenPending(true);
      requesting.current = true;
      try {
        const fresh = await beginTokenRequest(email);
        // Called right after a sign-in or sign-up: the session held is not this user's yet, so read it again
        // before the token lands (a token without its user would be cleared as stale).
        if (fresh && userRef.current?.email !== email) await refetchSession();
        requesting.current = false;
        applyToken(fresh);
        return fresh;
      } finally {
        requesting.current = false;
        setTokenPending(false);
      }
    },
    [applyToken, refetchSession],
  );

  // product §4: a user with an email and no token -> request one; no user -> clear the token.
  useEffect(() => {
    // While a token request is under way (a sign-in in progress) its answer is awaited, not doubled.
    if (session.isPending || requesting.current) return;
    if (user?.email) {
      // A token kept from another account (the session changed without a logout) is replaced too.
      const usable = token !== null && tokenSubject(token) === user.uid;
      // The token the session check asked for may be in already (beginTokenRequest keeps it).
      const kept = usable ? null : readStoredToken();
      if (!usable && kept && tokenSubject(kept) === user.uid) {
        applyToken(kept);
        setFirstReportDone(true);
      } else if (!usable) void requestToken(user.email).finally(() => setFirstReportDone(true));
      else setFirstReportDone(true);
    } else {
      if (token) applyToken(null);
      setFirstReportDone(true);
    }
  }, [session.isPending, user?.email, user?.uid, token, requestToken, applyToken]);

  // A 401 means the token expired or was revoked: fetch one fresh token from the live session, once.
  useEffect(() => {
    setTokenRefresher(async () => {
      const email = userRef.current?.email;
      if (!email) return null;
      const fresh = await fetchToken(email);
      applyToken(fresh);
      return fresh;
    });
    return () => setTokenRefresher(null);
  }, [applyToken]);

  const refresh = useCallback(async () => {
    await refetchSession();
  }, [refetchSession]);

  const logout = useCallback(async () => {
    const { authClient } = await import("./auth-client");
    const result = await authClient.signOut();
    if (result.error) throw new Error(result.error.message ?? "Logout failed");
    setSignedOut(true);
    applyToken(null);
    queryClient.clear();
    // Signed out: nobody's session is left to read.
    queryClient.setQueryData(queryKeys.session, null);
  }, [applyToken, queryClient]);

  const userLoading = session.isPending || manualLoading;
  const loading = userLoading || !firstReportDone || tokenPending;

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      token,
      loading,
      userLoading,
      refresh,
      requestToken,
      logout,
      signedOut,
      forgetSignedOut,
      setLoading: setManualLoading,
    }),
    [user, token, loading, userLoading, refresh, requestToken, logout, signedOut, forgetSignedOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
