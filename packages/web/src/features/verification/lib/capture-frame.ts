import { LivenessFigures } from "@saheli/core/liveness";

/** The current video frame as a JPEG data URL (quality 0.8), and its mean brightness from 0 to 1. */
export function captureFrame(video: HTMLVideoElement): { image: string; lighting: number } {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth || LivenessFigures.camera.width;
  canvas.height = video.videoHeight || LivenessFigures.camera.height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("Camera global object not available");
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let sum = 0;
  let samples = 0;
  // Every 16th pixel is plenty for an average.
  for (let i = 0; i < data.length; i += 64) {
    sum += 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
    samples += 1;
  }
  return {
    image: canvas.toDataURL("image/jpeg", LivenessFigures.jpegQuality),
    lighting: samples ? sum / samples / 255 : 0,
  };
}
