import { VerificationMessages, VerificationPolicy } from "@saheli/core/verification";
import sharp from "sharp";
import { AppError } from "../../errors.js";

const JPEG_DATA_URL = /^data:image\/jpe?g;base64,/;
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

type JpegLimits = { maxBytes: number; minSide: number; maxSide: number };

const SELFIE: JpegLimits = {
  maxBytes: VerificationPolicy.maxImageBytes,
  minSide: VerificationPolicy.minImageSide,
  maxSide: VerificationPolicy.maxImageSide,
};
const FRAME: JpegLimits = {
  maxBytes: VerificationPolicy.maxFrameBytes,
  minSide: VerificationPolicy.minImageSide,
  maxSide: VerificationPolicy.maxFrameSide,
};

/**
 * The selfie from its data URL: a real JPEG (by its bytes and its decoder, not its label) of a sane size,
 * re-encoded so nothing but pixels is kept (no EXIF, no GPS, no camera details).
 */
export const readSelfie = (dataUrl: string) => readJpeg(dataUrl, SELFIE);

/** One of the three blink frames, checked and re-encoded as the selfie is, within a camera frame's limits. */
export const readBlinkFrame = (dataUrl: string) => readJpeg(dataUrl, FRAME);

async function readJpeg(dataUrl: string, limits: JpegLimits): Promise<Buffer> {
  const prefix = JPEG_DATA_URL.exec(dataUrl);
  if (!prefix) throw AppError.badRequest(VerificationMessages.notJpeg);
  const base64 = dataUrl.slice(prefix[0].length);
  if ((base64.length * 3) / 4 > limits.maxBytes) {
    throw AppError.badRequest(VerificationMessages.badImageSize);
  }
  const bytes = Buffer.from(base64, "base64");
  if (!JPEG_MAGIC.every((byte, i) => bytes[i] === byte))
    throw AppError.badRequest(VerificationMessages.notJpeg);
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (meta?.format !== "jpeg" || !meta.width || !meta.height) {
    throw AppError.badRequest(VerificationMessages.notJpeg);
  }
  const sides = [meta.width, meta.height];
  if (sides.some((side) => side < limits.minSide || side > limits.maxSide)) {
    throw AppError.badRequest(VerificationMessages.badImageSize);
  }
  return sharp(bytes).rotate().jpeg({ quality: 90 }).toBuffer();
}
