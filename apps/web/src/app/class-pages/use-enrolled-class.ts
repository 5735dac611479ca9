import { classPageMessages, type PublicClass, paymentsMessages } from "@classwise/shared";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useClass } from "../../lib/api/classes";
import { ApiError } from "../../lib/api-client";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";

/**
 * product §5: a class's learning pages are for students enrolled in it. The class, or undefined while it loads
 * or when the student may not be here: then a toast says why (product §8 texts) and they go back to their
 * enrolled classes.
 */
export function useEnrolledClass(id: string): PublicClass | undefined {
  const navigate = useNavigate();
  const query = useClass(id, { waitForToken: true });
  const refused = query.isError || (query.isSuccess && !query.data.isEnrolled);

  useEffect(() => {
    if (!refused) return;
    const text = query.isError
      ? query.error instanceof ApiError && query.error.status === 404
        ? classPageMessages.notFound
        : classPageMessages.loadFailed
      : query.data?.enrolmentEndedByRefund
        ? paymentsMessages.accessEnded
        : classPageMessages.notEnrolled;
    toast.error(text, { toastId: `student-class-${id}` });
    navigate(paths.student.enrolled, { replace: true });
  }, [refused, query.isError, query.error, query.data, id, navigate]);

  return query.isSuccess && query.data.isEnrolled ? query.data : undefined;
}
