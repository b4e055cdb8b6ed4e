import { AppErrorCode } from "@saheli/core/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors.js";
import { parseByteRange } from "./byte-range.js";
import type { FileInfo, Storage } from "./storage.js";

/**
 * Streams a stored file, or the one byte range asked for (206; 416 when it cannot be served), so a video is
 * never held whole in memory and players can seek.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Pick<Storage, "open">,
  key: string,
  file: FileInfo,
) {
  const range = parseByteRange(request.headers.range, file.size);
  reply.header("accept-ranges", "bytes");
  if (range === null) {
    reply.header("content-range", `bytes */${file.size}`);
    throw new AppError(AppErrorCode.RANGE_NOT_SATISFIABLE, 416, "The requested range is not in this file.");
  }
  reply.type(file.contentType);
  if (range) {
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
      .header("content-length", String(range.end - range.start + 1));
  } else {
    reply.header("content-length", String(file.size));
  }
  if (request.method === "HEAD") return reply.send();
  return reply.send(await storage.open(key, range));
}
