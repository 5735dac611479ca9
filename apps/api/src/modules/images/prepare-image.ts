import { createHash } from "node:crypto";
import { messages } from "@classwise/shared";
import sharp, { type Metadata } from "sharp";
import { badRequest } from "../../lib/errors.js";
import type { PreparedImage } from "../../providers/images/index.js";

/** Formats the spec accepts (§5 Image file: JPEG, JPG, PNG, GIF, WebP), as sharp names them. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);
/** Class images are shown at most card- and page-wide; wider uploads are scaled down. */
export const MAX_IMAGE_WIDTH = 1280;
export const WEBP_QUALITY = 80;
/** Refuses decompression bombs: a small file that decodes to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks that the bytes really are an image of an accepted format (whatever the file name and declared type
 * say) and re-encodes it to WebP: upright (EXIF orientation applied), at most 1280 px wide, metadata such as
 * GPS positions stripped. Animated GIF and WebP stay animated.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw badRequest(messages.validation.imageType);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw badRequest(messages.validation.imageType);

  const animated = (metadata.pages ?? 1) > 1;
  let bytes: Buffer;
  try {
    let pipeline = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS });
    if (!animated) pipeline = pipeline.autoOrient();
    bytes = await pipeline
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw badRequest(messages.validation.imageType);
  }
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex"), contentType: "image/webp" };
}
