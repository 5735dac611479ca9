import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** DELETE /users/me with the password (empty for an account without one). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ deleted: true }>("/users/me", {
        method: "DELETE",
        body: password ? { password } : {},
      }),
  });
}
