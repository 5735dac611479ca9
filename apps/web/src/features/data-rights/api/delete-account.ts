import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/contract-call";

/** Deletes the caller's account, with the password (empty for an account without one). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => api("DELETE /users/me", { body: password ? { password } : {} }),
  });
}
