import type { FastifyInstance } from "fastify";

/**
 * Browser features the app may use, and nothing else: the selfie check needs the camera, voice search the
 * microphone, the location picker the position, the share menu sharing and the clipboard, videos full screen.
 */
export const PERMISSIONS_POLICY = [
  "camera=(self)",
  "microphone=(self)",
  "geolocation=(self)",
  "web-share=(self)",
  "clipboard-write=(self)",
  "fullscreen=(self)",
  ...[
    "accelerometer",
    "ambient-light-sensor",
    "autoplay",
    "bluetooth",
    "browsing-topics",
    "display-capture",
    "encrypted-media",
    "gyroscope",
    "hid",
    "idle-detection",
    "interest-cohort",
    "magnetometer",
    "midi",
    "payment",
    "picture-in-picture",
    "publickey-credentials-get",
    "screen-wake-lock",
    "serial",
    "usb",
    "xr-spatial-tracking",
  ].map((feature) => `${feature}=()`),
].join(", ");

const HSTS = "max-age=31536000; includeSubDomains";

/** HSTS only on https answers (a plain-http localhost must not be pinned to https), and the feature policy. */
export function registerTransportHeaders(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
