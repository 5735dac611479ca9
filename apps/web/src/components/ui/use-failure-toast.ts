import { useEffect } from "react";
import { toast } from "../../lib/toast";

/** A load that failed says so in a toast, once each time it fails. */
export function useFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message]);
}
