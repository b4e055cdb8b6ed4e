import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compresses API answers of 1 KB or more (brotli at quality 4, else gzip). Registered inside the API scope
 * only: the web app is precompressed at build time, and /media streams keep their Range support untouched.
 */
export async function registerCompression(api: FastifyInstance) {
  await api.register(fastifyCompress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Request bodies are read as sent, as before: no client of ours compresses them.
    globalDecompression: false,
  });
}
