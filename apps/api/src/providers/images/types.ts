/** A re-encoded image ready to be stored: WebP bytes and their content hash (hex sha256). */
export interface PreparedImage {
  bytes: Buffer;
  sha256: string;
  contentType: "image/webp";
}

/** Where class images end up (ARCHITECTURE.md: local disk by default, or imgbb). */
export interface ImageHost {
  readonly kind: "local" | "imgbb";
  /** Stores the image and returns the URL a class may reference. */
  store(image: PreparedImage): Promise<{ url: string }>;
}

/** The host was unreachable or refused the image; the caller answers 502/503, never a 500 with details. */
export class ImageHostError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ImageHostError";
  }
}
