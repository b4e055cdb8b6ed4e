import { type Config, ConfigError } from "../config.js";
import { s3Storage } from "./s3-storage.js";
import { localDiskStorage, type Storage } from "./storage.js";

const S3_REQUIRED = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** S3-compatible storage when S3_BUCKET is set, files under DATA_DIR/uploads otherwise. */
export function createStorage(config: Config): Storage {
  const env = config.raw;
  if (!env.S3_BUCKET) return localDiskStorage(config.uploadsDir);
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`S3_BUCKET is set, so ${missing.join(", ")} must be set too`);
  }
  return s3Storage({
    endpoint: env.S3_ENDPOINT!,
    region: env.S3_REGION || "us-east-1",
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  });
}
