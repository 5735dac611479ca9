import { TeachPage } from "../../features/teacher-applications/pages/teach-page";
import { useCurrentUserRecord } from "../../lib/api/users";
import { RequireAuth } from "../guards/require-auth";

function TeachWithAccount() {
  const record = useCurrentUserRecord();
  return (
    <TeachPage
      account={{
        role: record.data?.role,
        name: record.data?.name,
        isLoading: record.isPending && record.fetchStatus !== "idle",
        isError: record.isError,
        retry: () => void record.refetch(),
      }}
    />
  );
}

/** product §2 /teach: login required; the page needs the user record's role to tell teachers apart. */
export function TeachRoute() {
  return (
    <RequireAuth>
      <TeachWithAccount />
    </RequireAuth>
  );
}
