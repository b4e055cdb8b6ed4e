import { describe, expect, it } from "vitest";
import { formatDuration, isVoiceNote, voiceNoteFileName } from "./voice-notes";

describe("voice notes", () => {
  it("shows the timer as minutes and seconds", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(7.9)).toBe("0:07");
    expect(formatDuration(90)).toBe("1:30");
    expect(formatDuration(300)).toBe("5:00");
    expect(formatDuration(-3)).toBe("0:00");
  });

  it("names the uploaded file by its format and time", () => {
    const at = new Date("2026-11-25T17:05:09.123Z");
    expect(voiceNoteFileName("audio/webm;codecs=opus", at)).toBe("voice-note-20261125-170509.webm");
    expect(voiceNoteFileName("audio/ogg;codecs=opus", at)).toBe("voice-note-20261125-170509.ogg");
    expect(isVoiceNote("audio/webm")).toBe(true);
    expect(isVoiceNote("audio/mpeg")).toBe(false);
  });
});
