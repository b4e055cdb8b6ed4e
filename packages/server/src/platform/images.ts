import { AppErrorCode } from "@saheli/core/errors";
import { ProfileLimits, ProfileMessages } from "@saheli/core/profile";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { AppError } from "../errors.js";

export type ImagePreset = "avatar" | "cover" | "post";

export type ProcessedImage = {
  body: Buffer;
  contentType: "image/jpeg";
  ext: "jpg";
  width: number;
  height: number;
  bytes: number;
};

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);

const notImage = () => new AppError(AppErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, ProfileMessages.notImage);
const tooManyPixels = () =>
  new AppError(AppErrorCode.PAYLOAD_TOO_LARGE, 413, ProfileMessages.imageTooLargeInPixels);

const open = (input: Buffer) =>
  sharp(input, { limitInputPixels: ProfileLimits.maxInputPixels, failOn: "error" });

/** The header decides: the file's name and declared type are never trusted. */
async function checkImage(input: Buffer) {
  let metadata: Metadata;
  try {
    metadata = await open(input).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw notImage();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw notImage();
  if (metadata.width * metadata.height > ProfileLimits.maxInputPixels) throw tooManyPixels();
}

function pipeline(input: Buffer, preset: ImagePreset) {
  // rotate() applies the EXIF orientation before the metadata is dropped; animated GIFs yield frame one.
  // JPEG has no alpha, so transparent areas become white rather than black.
  const image = open(input).rotate().flatten({ background: "#ffffff" });
  if (preset === "avatar") return image.resize(400, 400, { fit: "cover" }).jpeg({ quality: 90 });
  return image.resize(1920, 1080, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 80 });
}

/** Re-encodes an uploaded image as a JPEG sized for its use, with no EXIF, GPS or ICC data kept. */
export async function processImage(input: Buffer, preset: ImagePreset): Promise<ProcessedImage> {
  await checkImage(input);
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await pipeline(input, preset).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    // The header was readable but the pixels are not (truncated or corrupt data).
    throw notImage();
  }
  const { data, info } = output;
  return {
    body: data,
    contentType: "image/jpeg",
    ext: "jpg",
    width: info.width,
    height: info.height,
    bytes: data.length,
  };
}
