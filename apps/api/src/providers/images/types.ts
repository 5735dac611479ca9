/** A re-encoded image ready to be stored: WebP bytes and their content hash (hex sha256). */
export interface PreparedImage {
  bytes: Buffer;
  sha256: string;
  contentType: "image/webp";
}

/** Where class images end up (ARCHITECTURE.md: local disk by default, the database, S3, or imgbb). */
export interface ImageHost {
  readonly kind: "local" | "imgbb" | "database" | "s3";
  /** Stores the image and returns the URL a class may reference. */
  store(image: PreparedImage): Promise<{ url: string }>;
  /**
   * For hosts shared by several processes (database, S3): the stored WebP of `sha256`, or undefined. Every
   * process serves it at the same /uploads/classes/<sha256>.webp the upload answered with.
   */
  read?(sha256: string): Promise<Buffer | undefined>;
}

/** The host was unreachable or refused the image; the caller answers 502/503, never a 500 with details. */
export class ImageHostError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ImageHostError";
  }
}

/** Content-addressed names: the hash is the whole key, so nothing else can be asked for. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The URL every host but imgbb answers with: the same path whichever process or store serves it. */
export const classImageUrl = (sha256: string, prefix = "/uploads") => `${prefix}/classes/${sha256}.webp`;
