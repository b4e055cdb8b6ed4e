import { describe, expect, it } from "vitest";
import { PUSH_SERVICES } from "../../config.js";
import { isAllowedPushEndpoint } from "./push.service.js";

describe("isAllowedPushEndpoint", () => {
  it("takes the browsers' push services over https only", () => {
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", PUSH_SERVICES)).toBe(true);
    expect(isAllowedPushEndpoint("https://wns2-par02p.notify.windows.com/w/?token=x", PUSH_SERVICES)).toBe(
      true,
    );
    expect(isAllowedPushEndpoint("http://fcm.googleapis.com/fcm/send/abc", PUSH_SERVICES)).toBe(false);
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com.evil.example/x", PUSH_SERVICES)).toBe(false);
    expect(isAllowedPushEndpoint("https://evilnotify.windows.com/x", PUSH_SERVICES)).toBe(false);
    expect(isAllowedPushEndpoint("https://user:pw@fcm.googleapis.com/x", PUSH_SERVICES)).toBe(false);
    expect(isAllowedPushEndpoint("https://169.254.169.254/latest", PUSH_SERVICES)).toBe(false);
    expect(isAllowedPushEndpoint("not a url", PUSH_SERVICES)).toBe(false);
  });

  it("takes an extra host with its port when configured", () => {
    expect(isAllowedPushEndpoint("https://127.0.0.1:4443/p", [...PUSH_SERVICES, "127.0.0.1:4443"])).toBe(
      true,
    );
    expect(isAllowedPushEndpoint("https://127.0.0.1:4444/p", [...PUSH_SERVICES, "127.0.0.1:4443"])).toBe(
      false,
    );
  });
});
