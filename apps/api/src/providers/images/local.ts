import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { classImageUrl, type ImageHost, type PreparedImage, SHA256_HEX } from "./types.js";

/**
 * Stores images under `<uploads>/classes/<sha256>.webp`, served by the uploads plugin at /uploads/*. The name
 * is the content hash, so the same picture uploaded twice is one file and its URL can be cached forever.
 * Written to a temporary name first and renamed, so a reader never sees half a file.
 */
export function createLocalImageHost(uploadsDir: string, urlPrefix = "/uploads"): ImageHost {
  const folder = path.join(uploadsDir, "classes");
  return {
    kind: "local",
    async store(image: PreparedImage) {
      if (!SHA256_HEX.test(image.sha256)) throw new Error("image hash must be a hex sha256");
      const name = `${image.sha256}.webp`;
      const target = path.join(folder, name);
      await fs.mkdir(folder, { recursive: true });
      const exists = await fs.stat(target).then(
        (stat) => stat.isFile() && stat.size === image.bytes.length,
        () => false,
      );
      if (!exists) {
        const temporary = path.join(folder, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
        try {
          await fs.writeFile(temporary, image.bytes, { flag: "wx" });
          await fs.rename(temporary, target);
        } finally {
          await fs.rm(temporary, { force: true });
        }
      }
      return { url: classImageUrl(image.sha256, urlPrefix) };
    },
  };
}
