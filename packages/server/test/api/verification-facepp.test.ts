import { once } from "node:events";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { VerificationMessages } from "@saheli/core/verification";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { rows } from "../helpers/auth.js";
import { createTestApp } from "../helpers/test-app.js";
import {
  blinkingFace,
  fixtureDataUrl,
  newcomer,
  profileFlags,
  submitSelfie,
} from "../helpers/verification.js";

/** Face++ Detect as it answers: form fields in, `faces` with gender and quality attributes out. */
type Mode = "female" | "male" | "blurry" | "two-faces" | "busy" | "slow";

const face = (gender: string, quality = 80, blur = 5) => ({
  face_token: "3f0c2b5e8a9d4c1e",
  face_rectangle: { top: 120, left: 200, width: 220, height: 220 },
  attributes: {
    gender: { value: gender },
    facequality: { value: quality, threshold: 70.1 },
    blur: { blurness: { value: blur, threshold: 50 } },
  },
});

const answers: Record<Exclude<Mode, "slow">, [number, object]> = {
  female: [200, { request_id: "1,a", time_used: 120, faces: [face("Female")], face_num: 1 }],
  male: [200, { request_id: "1,b", time_used: 120, faces: [face("Male")], face_num: 1 }],
  blurry: [200, { request_id: "1,c", time_used: 120, faces: [face("Female", 20, 80)], face_num: 1 }],
  "two-faces": [200, { request_id: "1,d", faces: [face("Female"), face("Female")], face_num: 2 }],
  busy: [403, { request_id: "1,e", error_message: "CONCURRENCY_LIMIT_EXCEEDED" }],
};

let stub: Server;
let mode: Mode = "female";
let received: URLSearchParams[] = [];
let app: App;

async function body(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

beforeAll(async () => {
  stub = createServer(async (request, response) => {
    const form = await body(request);
    received.push(form);
    if (request.url !== "/facepp/v3/detect" || form.get("api_key") !== "key-1") {
      response
        .writeHead(401, { "content-type": "application/json" })
        .end('{"error_message":"AUTHENTICATION_ERROR"}');
      return;
    }
    if (mode === "slow") await new Promise((r) => setTimeout(r, 400));
    const [status, answer] = answers[mode === "slow" ? "female" : mode];
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
  });
  stub.listen(0, "127.0.0.1");
  await once(stub, "listening");
});
afterAll(() => stub.close());

async function appWith(baseUrl: string) {
  app = await createTestApp({
    env: {
      VERIFICATION_PROVIDER: "facepp",
      FACEPP_API_KEY: "key-1",
      FACEPP_API_SECRET: "secret-1",
      FACEPP_BASE_URL: baseUrl,
    },
  });
  return app;
}
const stubUrl = () => `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;

afterEach(async () => {
  received = [];
  await app?.close();
});

/** The files waiting for a reviewer under her private folder. */
async function privateFiles(userId: string) {
  const folder = join(app.deps.config.uploadsDir, "private", "verification", userId);
  return existsSync(folder) ? (await readdir(folder)).sort() : [];
}

async function requestOf(userId: string) {
  const [row] = await rows(
    app,
    "select status, method, model_version, image_key, assessment, liveness from verification_requests where user_id = $1",
    [userId],
  );
  return row;
}

describe("the Face++ provider approves what it is sure of and sends everything else to a person", () => {
  it("approves when the server saw one face blink (open, closed, open) and Face++ judges that face female, without storing anything", async () => {
    await appWith(stubUrl());
    mode = "female";
    const asha = await newcomer(app, "asha@example.in");
    const result = await submitSelfie(app, asha, Date.now(), blinkingFace());
    expect(result.json()).toEqual({
      isFemale: true,
      message: VerificationMessages.approved,
      details: { status: "approved", method: "facepp", requestId: expect.any(String), livenessPassed: true },
    });
    expect(received[0]?.get("api_secret")).toBe("secret-1");
    expect(received[0]?.get("return_attributes")).toContain("gender");
    expect(await requestOf(asha.id)).toMatchObject({
      status: "approved",
      method: "facepp",
      model_version: "facepp-detect-v3 + human-3.3.6",
      image_key: null,
      liveness: expect.objectContaining({ server_blink: true }),
    });
    const { liveness } = (await requestOf(asha.id)) as { liveness: Record<string, number> };
    expect(liveness.eyes_before).toBeGreaterThan(0.23);
    expect(liveness.eyes_closed).toBeLessThan(0.18);
    expect(liveness.same_face).toBeGreaterThanOrEqual(0.6);
    expect(await privateFiles(asha.id)).toEqual([]);
    expect(await profileFlags(app, asha.id)).toMatchObject({
      gender: true,
      gender_verified: true,
      is_verified: true,
    });
  });

  it.each([
    ["male", "not confident"],
    ["blurry", "quality too low"],
    ["two-faces", "found 2 faces"],
    ["busy", "unavailable (403"],
  ] as const)("queues for review, never declines, when Face++ says %s", async (answer, note) => {
    await appWith(stubUrl());
    mode = answer;
    const asha = await newcomer(app, "asha@example.in");
    const result = await submitSelfie(app, asha, Date.now(), blinkingFace());
    expect(result.json()).toMatchObject({
      isFemale: false,
      details: { status: "pending_review", method: "facepp" },
    });
    expect(await requestOf(asha.id)).toMatchObject({
      status: "pending",
      image_key: expect.stringMatching(/^private\//),
    });
    expect((await requestOf(asha.id))?.assessment).toContain(note);
    expect(await profileFlags(app, asha.id)).toMatchObject({
      gender: null,
      gender_verified: false,
      is_verified: false,
    });
  });

  it("queues for review when Face++ cannot be reached at all", async () => {
    await appWith("http://127.0.0.1:9");
    const asha = await newcomer(app, "asha@example.in");
    const result = await submitSelfie(app, asha, Date.now(), blinkingFace());
    expect(result.json()).toMatchObject({ details: { status: "pending_review" } });
    expect((await requestOf(asha.id))?.assessment).toContain("unavailable");
  });

  it("takes one request at a time: a second while the first is being checked is 'Verification already in progress'", async () => {
    await appWith(stubUrl());
    mode = "slow";
    const asha = await newcomer(app, "asha@example.in");
    const [first, second] = await Promise.all([
      submitSelfie(app, asha, Date.now(), blinkingFace()),
      new Promise((r) => setTimeout(r, 100)).then(() => submitSelfie(app, asha, Date.now(), blinkingFace())),
    ]);
    expect(first.json().isFemale).toBe(true);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(VerificationMessages.inProgress);
    expect((await profileFlags(app, asha.id)).verification_attempts).toBe(1);
  });
});

describe("liveness is never taken on the browser's word: the server reads the blink frames itself", () => {
  const open = () => fixtureDataUrl("blink-open");

  it("queues a stock photo with forged liveness figures and no frames, without asking Face++", async () => {
    await appWith(stubUrl());
    mode = "female";
    const asha = await newcomer(app, "asha@example.in");
    const result = await submitSelfie(app, asha, Date.now(), { image: fixtureDataUrl("stock-photo") });
    expect(result.json()).toMatchObject({ isFemale: false, details: { status: "pending_review" } });
    expect(received).toHaveLength(0);
    expect(await requestOf(asha.id)).toMatchObject({
      status: "pending",
      assessment: expect.stringContaining("No blink frames"),
      liveness: expect.objectContaining({ server_blink: false }),
    });
    expect(await profileFlags(app, asha.id)).toMatchObject({ is_verified: false, gender_verified: false });
  });

  it("queues three identical open-eyed frames: a still photo does not blink", async () => {
    await appWith(stubUrl());
    mode = "female";
    const asha = await newcomer(app, "asha@example.in");
    const result = await submitSelfie(app, asha, Date.now(), {
      image: open(),
      blinkFrames: [open(), open(), open()],
    });
    expect(result.json()).toMatchObject({ isFemale: false, details: { status: "pending_review" } });
    expect(received).toHaveLength(0);
    const request = await requestOf(asha.id);
    expect(request?.assessment).toContain("frame 2: eyes not closed");
    expect(await privateFiles(asha.id)).toHaveLength(4);
    expect(await profileFlags(app, asha.id)).toMatchObject({ is_verified: false });
  });

  it("queues a real blink sent with somebody else's photo: the photo must show the face that blinked", async () => {
    await appWith(stubUrl());
    mode = "female";
    const asha = await newcomer(app, "asha@example.in");
    const result = await submitSelfie(app, asha, Date.now(), {
      ...blinkingFace(),
      image: fixtureDataUrl("stock-photo"),
    });
    expect(result.json()).toMatchObject({ details: { status: "pending_review" } });
    expect(received).toHaveLength(0);
    expect((await requestOf(asha.id))?.assessment).toContain("not show one and the same face");
  });

  it("queues frames in the wrong order (closed, open, closed)", async () => {
    await appWith(stubUrl());
    mode = "female";
    const asha = await newcomer(app, "asha@example.in");
    const closed = fixtureDataUrl("blink-closed");
    const result = await submitSelfie(app, asha, Date.now(), {
      image: open(),
      blinkFrames: [closed, open(), closed],
    });
    expect(result.json()).toMatchObject({ details: { status: "pending_review" } });
    expect((await requestOf(asha.id))?.assessment).toContain("frame 1: eyes not open");
  });

  it("refuses a frame that is not a JPEG by its bytes, or too large, as it refuses such a photo, counting the attempt", async () => {
    await appWith(stubUrl());
    const asha = await newcomer(app, "asha@example.in");
    const png = (
      await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c9a" } })
        .png()
        .toBuffer()
    ).toString("base64");
    const labelled = await submitSelfie(app, asha, Date.now(), {
      image: open(),
      blinkFrames: [open(), `data:image/jpeg;base64,${png}`, open()],
    });
    expect(labelled.statusCode).toBe(400);
    expect(labelled.json().error.message).toBe(VerificationMessages.notJpeg);
    const big = await submitSelfie(app, asha, Date.now(), {
      image: open(),
      blinkFrames: [open(), open(), `data:image/jpeg;base64,${"A".repeat(800 * 1024)}`],
    });
    expect(big.json().error.message).toBe(VerificationMessages.badImageSize);
    const wide = await sharp({ create: { width: 4000, height: 200, channels: 3, background: "#c9a" } })
      .jpeg()
      .toBuffer();
    const tooWide = await submitSelfie(app, asha, Date.now(), {
      image: open(),
      blinkFrames: [open(), open(), `data:image/jpeg;base64,${wide.toString("base64")}`],
    });
    expect(tooWide.json().error.message).toBe(VerificationMessages.badImageSize);
    expect((await profileFlags(app, asha.id)).verification_attempts).toBe(3);
    expect(await privateFiles(asha.id)).toEqual([]);
    expect(received).toHaveLength(0);
  });
});
