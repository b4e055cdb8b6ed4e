import { describe, expect, it } from "vitest";
import type { AssistantConversation } from "./conversation";
import { ticketDetailOf } from "./open-support-ticket";

describe("handing the conversation to a person", () => {
  it("gives the desk each turn's words, naming the files and voice notes she attached", () => {
    const transcript: AssistantConversation = {
      session_id: "s",
      audience: "customer",
      exported_at: "2026-11-25T10:00:00.000Z",
      messages: [
        { role: "user", text: "My parcel is late", at: "t" },
        { role: "assistant", text: "Please type your order number", at: "t", sources: [] },
        {
          role: "user",
          text: "",
          at: "t",
          attachments: [{ name: "voice-note-4s.webm", type: "audio/webm", size: 10, kind: "voice" }],
        },
        { role: "user", text: "  ", at: "t", attachments: [] },
      ],
      files: [],
    };
    const detail = ticketDetailOf(transcript);
    expect(detail.conversation).toEqual([
      { role: "user", text: "My parcel is late" },
      { role: "assistant", text: "Please type your order number" },
      { role: "user", text: "(attached: voice note voice-note-4s.webm)" },
    ]);
    expect(detail.transcript).toBe(transcript);
  });
});
