import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { AuthProvider } from "../lib/auth/auth-context";
import { queryClient } from "../lib/query-client";
import { onToastRequested, toastsRequested } from "../lib/toast";

const Toasts = lazy(() => import("./toasts").then((m) => ({ default: m.Toasts })));

/** The toast container, mounted with the first toast a screen asks for (src/lib/toast.ts). */
function ToastHost() {
  const [requested, setRequested] = useState(toastsRequested);
  useEffect(() => {
    if (requested) return;
    const stop = onToastRequested(() => setRequested(true));
    // one asked for between the render and this effect
    if (toastsRequested()) setRequested(true);
    return stop;
  }, [requested]);
  return requested ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
