import { type ImageHost, ImageHostError, type PreparedImage } from "./types.js";

export interface ImgbbOptions {
  apiKey: string;
  /** Upload endpoint; imgbb's own unless pointed at a compatible stand-in (tests). */
  apiUrl: string;
  timeoutMs?: number;
}

interface ImgbbAnswer {
  success?: boolean;
  data?: { url?: unknown };
  error?: { message?: unknown };
}

/**
 * Forwards the re-encoded image to imgbb (product §7 'Other services': multipart with field `image`, the API key
 * in the query). The key never leaves the server: browsers only ever talk to POST /api/images.
 */
export function createImgbbImageHost({ apiKey, apiUrl, timeoutMs = 20_000 }: ImgbbOptions): ImageHost {
  return {
    kind: "imgbb",
    async store(image: PreparedImage) {
      const endpoint = new URL(apiUrl);
      endpoint.searchParams.set("key", apiKey);
      const form = new FormData();
      form.append(
        "image",
        new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
        `${image.sha256}.webp`,
      );
      form.append("name", image.sha256);
      let response: Response;
      try {
        response = await fetch(endpoint, { method: "POST", body: form, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new ImageHostError("imgbb could not be reached", { cause: error });
      }
      let answer: ImgbbAnswer = {};
      try {
        answer = (await response.json()) as ImgbbAnswer;
      } catch {
        // not JSON: handled below as a refusal
      }
      const url = answer.data?.url;
      if (!response.ok || answer.success !== true || typeof url !== "string" || !url.startsWith("https://")) {
        const reason = typeof answer.error?.message === "string" ? answer.error.message : `HTTP ${response.status}`;
        throw new ImageHostError(`imgbb refused the image: ${reason}`);
      }
      return { url };
    },
  };
}
