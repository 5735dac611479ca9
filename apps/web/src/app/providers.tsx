import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { TIMERS } from "@classwise/shared";
import { AuthProvider } from "../lib/auth/auth-context";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** spec §4 Toasts: top-right, 5000 ms, pause on hover and focus loss, draggable to dismiss. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TIMERS.toastDefault}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      closeOnClick
      newestOnTop
      theme="light"
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toasts />
    </QueryClientProvider>
  );
}
