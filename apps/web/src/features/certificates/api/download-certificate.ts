import { certificatesMessages } from "@classwise/shared";
import { download } from "../../../lib/contract-call";

/** The certificate's PDF, saved as the file the server names. */
export function downloadCertificate(number: string): Promise<void> {
  return download(
    "GET /certificates/:number/pdf",
    { params: { number } },
    `classwise-certificate-${number}.pdf`,
    certificatesMessages.downloadFailed,
  );
}
