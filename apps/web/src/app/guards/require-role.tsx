import { guardsMessages, type Role } from "@classwise/shared";
import { Outlet } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentUserRecord } from "../../lib/api/users";
import { useAuth } from "../../lib/auth/auth-context";
import { AccessDenied, PermissionError } from "./access-denied";
import { RequireAuth } from "./require-auth";

type GuardedRole = Extract<Role, "teacher" | "admin">;

/** The role is read from the user record (product §6), never from the identity service. */
function RoleCheck({ requiredRole }: { requiredRole: GuardedRole }) {
  const { token, loading } = useAuth();
  const record = useCurrentUserRecord();
  if (record.data) return record.data.role === requiredRole ? <Outlet /> : <AccessDenied area={requiredRole} />;
  // Without a bearer token once the sign-in is settled the record cannot be read at all: report it instead of
  // waiting forever.
  if (record.isError || (!token && !loading)) return <PermissionError />;
  return <Spinner label={guardsMessages.verifying} />;
}

/** product §2 Guards: login guard first, then the role check. */
function RequireRole({ requiredRole }: { requiredRole: GuardedRole }) {
  return (
    <RequireAuth loadingLabel={guardsMessages.authenticating}>
      <RoleCheck requiredRole={requiredRole} />
    </RequireAuth>
  );
}

/** Teacher guard: role teacher only (product §2; admins are not teachers here). */
export function RequireTeacher() {
  return <RequireRole requiredRole="teacher" />;
}

/** Admin guard: role admin only. */
export function RequireAdmin() {
  return <RequireRole requiredRole="admin" />;
}
