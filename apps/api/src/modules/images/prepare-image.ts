import { createHash } from "node:crypto";
import { messages } from "@classwise/shared";
import type { Metadata, default as Sharp } from "sharp";
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
 * Images re-encoded at the same time. A 32-megapixel upload decodes to about 100 MB; with the work queued
 * here, one libvips thread, its operation cache off and glibc limited to two malloc arenas (`npm start`
 * sets MALLOC_ARENA_MAX=2), eight parallel uploads keep the server under 400 MB instead of holding a
 * gigabyte (measured by test/security/image-memory.test.ts).
 */
export const IMAGE_JOBS = 1;

let loaded: typeof Sharp | undefined;

/** The image library, loaded with the first upload (about 25 MB a server without uploads never holds). */
async function loadSharp(): Promise<typeof Sharp> {
  if (!loaded) {
    const { default: sharp } = await import("sharp");
    sharp.cache(false);
    sharp.concurrency(1);
    loaded = sharp;
  }
  return loaded;
}

let running = 0;
const waiting: (() => void)[] = [];

async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function reencode(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw badRequest(messages.validation.imageType);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw badRequest(messages.validation.imageType);

  const animated = (metadata.pages ?? 1) > 1;
  // Rotating needs the whole bitmap; without an EXIF rotation the image streams through row by row.
  const rotate = !animated && (metadata.orientation ?? 1) > 1;
  try {
    let pipeline = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: !rotate });
    if (rotate) pipeline = pipeline.autoOrient();
    return await pipeline
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw badRequest(messages.validation.imageType);
  }
}

/**
 * Checks that the bytes really are an image of an accepted format (whatever the file name and declared type
 * say) and re-encodes it to WebP: upright (EXIF orientation applied), at most 1280 px wide, metadata such as
 * GPS positions stripped. Animated GIF and WebP stay animated.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  const bytes = await withImageSlot(() => reencode(input));
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex"), contentType: "image/webp" };
}

/**
 * The accepted format an image file really is, after decoding all of it (so a truncated or corrupt file is
 * refused, as a class image would be), or undefined. The bytes themselves are not changed: lesson
 * attachments are handed back to students as the teacher uploaded them.
 */
export async function decodedImageFormat(input: Buffer): Promise<string | undefined> {
  return withImageSlot(async () => {
    const sharp = await loadSharp();
    try {
      const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
      const { format } = await image.metadata();
      if (!format || !ACCEPTED_FORMATS.has(format)) return undefined;
      await image.stats();
      return format;
    } catch {
      return undefined;
    }
  });
}
