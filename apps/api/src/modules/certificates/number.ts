import { randomBytes } from "node:crypto";
import { CERTIFICATE_NUMBER_ALPHABET } from "@classwise/shared";

/**
 * A new certificate number, CW-XXXX-XXXX-XXXX-XXXX: 16 characters from the operating system's CSPRNG, 80 bits,
 * so numbers can be neither counted through nor guessed. The alphabet has 32 characters, so a byte's low five
 * bits pick one without bias.
 */
export function generateCertificateNumber(): string {
  const bytes = randomBytes(16);
  const characters = Array.from(bytes, (byte) => CERTIFICATE_NUMBER_ALPHABET[byte & 31]).join("");
  return `CW-${characters.match(/.{4}/g)?.join("-")}`;
}
