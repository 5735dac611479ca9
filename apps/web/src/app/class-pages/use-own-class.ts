import { type ClassStatus, classPageMessages, type PublicClass } from "@classwise/shared";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useClass } from "../../lib/api/classes";
import { ApiError } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/auth-context";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";

export type Refusal = { text: string; kind: "error" | "info" };

/**
 * Why the signed-in teacher may not open this page of a class: it failed to load or is missing (product §8),
 * it is another teacher's (docs/decisions/0010: treated as not found), or its status does not allow the page.
 */
function refusalOf(
  query: ReturnType<typeof useClass>,
  uid: string | undefined,
  byStatus: (status: ClassStatus) => Refusal | null,
): Refusal | null {
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return { text: isMissing ? classPageMessages.notFound : classPageMessages.loadFailed, kind: "error" };
  }
  if (!query.isSuccess) return null;
  if (query.data.teacherUid !== uid) return { text: classPageMessages.notFound, kind: "error" };
  return byStatus(query.data.status);
}

/**
 * The teacher's own class for one of its pages, or undefined while it loads or when the page is refused;
 * a refusal is said in a toast and leads back to My Classes.
 */
export function useOwnClass(id: string, byStatus: (status: ClassStatus) => Refusal | null): PublicClass | undefined {
  const navigate = useNavigate();
  const { user } = useAuth();
  const query = useClass(id, { waitForToken: true });
  const refusal = refusalOf(query, user?.uid, byStatus);
  const refusalText = refusal?.text;
  const refusalKind = refusal?.kind;

  useEffect(() => {
    if (!refusalText || !refusalKind) return;
    toast[refusalKind](refusalText, { toastId: `teacher-class-${id}` });
    navigate(paths.teacher.myClasses, { replace: true });
  }, [refusalText, refusalKind, id, navigate]);

  return query.isSuccess && !refusal ? query.data : undefined;
}
