import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { TIMERS } from "@classwise/shared";
import { AuthProvider } from "../lib/auth/auth-context";
import { queryClient } from "../lib/query-client";

/** product §4 Toasts: top-right, 5000 ms, pause on hover and focus loss, draggable to dismiss. */
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
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toasts />
    </QueryClientProvider>
  );
}
