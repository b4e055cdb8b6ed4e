import { describe, expect, it } from "vitest";
import {
  attachmentRefusal,
  type ChatMessage,
  contextFor,
  conversationOf,
  exportFileOf,
} from "./conversation";

const at = "2026-11-25T10:00:00.000Z";
const messages: ChatMessage[] = Array.from({ length: 7 }, (_, i) =>
  i % 2 === 0
    ? { id: `u${i}`, role: "user", text: `question ${i}`, at, attachments: [] }
    : { id: `a${i}`, role: "assistant", text: `answer ${i}`, at, answer: null },
);

describe("the assistant's conversation", () => {
  it("sends the last 5 messages as context", () => {
    expect(contextFor(messages).map((m) => m.content)).toEqual([
      "question 2",
      "answer 3",
      "question 4",
      "answer 5",
      "question 6",
    ]);
  });

  it("exports to a JSON file without the attached files' bytes", () => {
    const blob = new Blob(["voice"], { type: "audio/webm" });
    const withVoice: ChatMessage[] = [
      {
        id: "v",
        role: "user",
        text: "",
        at,
        attachments: [
          {
            id: "f",
            name: "voice-note-3s.webm",
            type: "audio/webm",
            size: 5,
            kind: "voice",
            url: "blob:x",
            file: blob,
          },
        ],
      },
    ];
    const conversation = conversationOf("session-1", "customer", withVoice, new Date(at));
    expect(conversation.files).toHaveLength(1);
    const { name, json } = exportFileOf(conversation);
    expect(name).toBe("saheli-assistant-2026-11-25-10-00-00.json");
    expect(JSON.parse(json)).toEqual({
      session_id: "session-1",
      audience: "customer",
      exported_at: at,
      messages: [
        {
          role: "user",
          text: "",
          at,
          attachments: [{ name: "voice-note-3s.webm", type: "audio/webm", size: 5, kind: "voice" }],
        },
      ],
    });
  });

  it("refuses files over the spec's limits", () => {
    expect(attachmentRefusal({ name: "a.png", size: 11 * 1024 * 1024, type: "image/png" })).toBe(
      "File size exceeds 10MB limit",
    );
    expect(attachmentRefusal({ name: "a.pdf", size: 11 * 1024 * 1024, type: "application/pdf" })).toBeNull();
  });
});
