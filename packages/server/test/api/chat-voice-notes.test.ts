import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { isAudioOnlyWebm } from "../../src/platform/webm-tracks.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";
import { uploadAs } from "../helpers/uploads.js";
import { webmBytes } from "../helpers/videos.js";
import { recordedWebm } from "../helpers/voice-notes.js";

let app: App;
let asha: Member;
let bela: Member;

beforeAll(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
});
afterAll(() => app.close());

describe("voice notes in chat (issue 21 §6, doc 2 §9's audio kind)", () => {
  it("tells an audio-only recording from a video by its tracks", () => {
    expect(isAudioOnlyWebm(recordedWebm([2]))).toBe(true);
    expect(isAudioOnlyWebm(recordedWebm([1, 2]))).toBe(false);
    expect(isAudioOnlyWebm(recordedWebm([1]))).toBe(false);
    expect(isAudioOnlyWebm(webmBytes())).toBe(false);
  });

  it("stores a recorded note as audio and sends it as an audio message", async () => {
    const { id } = (
      await as(app, asha).post("/api/chat/conversations", { participant_ids: [bela.id] })
    ).json();
    const note = await uploadAs(
      app,
      asha,
      "/api/chat/files",
      recordedWebm([2]),
      "voice-note.webm",
      "audio/webm",
    );
    expect(note.statusCode).toBe(200);
    expect(note.json()).toMatchObject({ kind: "audio", mime: "audio/webm" });

    const sent = await as(app, asha).post(`/api/chat/conversations/${id}/messages`, {
      attachments: [note.json().path],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message_type: "audio", attachments: [{ kind: "audio" }] });
    const played = await as(app, bela).get(sent.json().attachments[0].url);
    expect(played.statusCode).toBe(200);
    expect(played.headers["content-type"]).toContain("audio/webm");
  });

  it("keeps a camera recording a video, and refuses a file that only claims to be audio", async () => {
    const video = await uploadAs(
      app,
      asha,
      "/api/chat/files",
      recordedWebm([1, 2]),
      "clip.webm",
      "audio/webm",
    );
    expect(video.json()).toMatchObject({ kind: "video", mime: "video/webm" });
    const fake = await uploadAs(
      app,
      asha,
      "/api/chat/files",
      Buffer.from("#!/bin/sh\necho hi\n"),
      "note.webm",
      "audio/webm",
    );
    expect(fake.statusCode).toBe(415);
  });
});
