/** What a Range header asks of a representation of `size` bytes (RFC 9110 §14). */
export type ByteRange = { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

const SINGLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * One byte range, inclusive at both ends and cut to the size. A header that cannot be read, or that asks for
 * several ranges, is ignored (the whole file answers 200, as RFC 9110 allows); a range that starts past the
 * end, or asks for the last zero bytes, cannot be satisfied (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Number(last);
  if (last !== "" && end < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: Math.min(end, size - 1) };
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it), or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}
