import type { Db } from "@classwise/db/client";
import { storedImages } from "@classwise/db/schema";
import { eq } from "drizzle-orm";
import { classImageUrl, type ImageHost, type PreparedImage, SHA256_HEX } from "./types.js";

/**
 * IMAGE_HOST=database: images in the `stored_images` table, as lesson attachments are, for several processes
 * without an object store. The same picture uploaded twice is one row (its hash is the key).
 */
export function createDatabaseImageHost(db: () => Db): ImageHost {
  return {
    kind: "database",
    async store(image: PreparedImage) {
      if (!SHA256_HEX.test(image.sha256)) throw new Error("image hash must be a hex sha256");
      await db()
        .insert(storedImages)
        .values({
          sha256: image.sha256,
          contentType: image.contentType,
          sizeBytes: image.bytes.length,
          data: image.bytes,
        })
        .onConflictDoNothing();
      return { url: classImageUrl(image.sha256) };
    },
    async read(sha256: string) {
      if (!SHA256_HEX.test(sha256)) return undefined;
      const [row] = await db()
        .select({ data: storedImages.data })
        .from(storedImages)
        .where(eq(storedImages.sha256, sha256))
        .limit(1);
      return row?.data;
    },
  };
}
