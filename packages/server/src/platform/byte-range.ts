import type { ByteRange } from "./storage.js";

/**
 * A `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14): undefined means the whole file
 * (no header, another unit, or several ranges, which we may ignore); null means the range cannot be served.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const [unit, spec = ""] = header.split("=", 2).map((part) => part.trim());
  if (unit?.toLowerCase() !== "bytes" || spec.includes(",")) return undefined;
  const match = /^(\d*)-(\d*)$/.exec(spec);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}
