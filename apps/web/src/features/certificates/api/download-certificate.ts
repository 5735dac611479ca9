import { certificatesMessages } from "@classwise/shared";
import { downloadFile } from "../../../lib/api-client";

/** GET /certificates/{number}/pdf, saved as the file the server names. */
export function downloadCertificate(number: string): Promise<void> {
  return downloadFile(
    `/certificates/${encodeURIComponent(number)}/pdf`,
    `classwise-certificate-${number}.pdf`,
    certificatesMessages.downloadFailed,
  );
}
