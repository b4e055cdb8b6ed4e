import { type AssistantAudience, AssistantLimits, contextOf } from "@saheli/core/assistant";
import type { AiChatResponse, AssistantContextMessage } from "@saheli/core/contracts/assistant";

export type LocalAttachment = {
  id: string;
  name: string;
  type: string;
  size: number;
  kind: "file" | "voice";
  /** An object URL for showing or playing it here; the bytes never leave her browser unless a person is asked. */
  url: string;
  file: Blob;
};

export type ChatMessage =
  | { id: string; role: "user"; text: string; at: string; attachments: LocalAttachment[] }
  | {
      id: string;
      role: "assistant";
      text: string;
      at: string;
      answer: AiChatResponse | null;
      failed?: boolean;
    };

/** What "Talk to a person" hands the support desk, and what the JSON export holds. */
export type AssistantConversation = {
  session_id: string;
  audience: AssistantAudience;
  exported_at: string;
  messages: {
    role: "user" | "assistant";
    text: string;
    at: string;
    attachments?: { name: string; type: string; size: number; kind: "file" | "voice" }[];
    sources?: { title: string; url: string }[];
  }[];
  /** The files and voice notes she attached, for the desk to upload with her ticket. */
  files: { name: string; type: string; file: Blob }[];
};

export const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Doc 2 §9: the last 5 messages go with each question. */
export function contextFor(messages: ChatMessage[]): AssistantContextMessage[] {
  return contextOf(
    messages
      .filter((m) => m.text.trim() !== "")
      .map((m) => ({ role: m.role, content: m.text.slice(0, AssistantLimits.messageMax) })),
  );
}

export function conversationOf(
  sessionId: string,
  audience: AssistantAudience,
  messages: ChatMessage[],
  now = new Date(),
): AssistantConversation {
  return {
    session_id: sessionId,
    audience,
    exported_at: now.toISOString(),
    messages: messages.map((m) =>
      m.role === "user"
        ? {
            role: "user",
            text: m.text,
            at: m.at,
            attachments: m.attachments.map(({ name, type, size, kind }) => ({ name, type, size, kind })),
          }
        : { role: "assistant", text: m.text, at: m.at, sources: m.answer?.sources ?? [] },
    ),
    files: messages.flatMap((m) =>
      m.role === "user" ? m.attachments.map((a) => ({ name: a.name, type: a.type, file: a.file })) : [],
    ),
  };
}

/** Doc 2 §2: export the conversation to a JSON file (without the files' bytes). */
export function exportFileOf(conversation: AssistantConversation): { name: string; json: string } {
  const { files: _files, ...rest } = conversation;
  const stamp = conversation.exported_at.slice(0, 19).replace(/[:T]/g, "-");
  return { name: `saheli-assistant-${stamp}.json`, json: JSON.stringify(rest, null, 2) };
}

export function downloadConversation(conversation: AssistantConversation) {
  const { name, json } = exportFileOf(conversation);
  const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Doc 2 §9 file limits: the spec's words when a file cannot be attached, or null. */
export function attachmentRefusal(file: { name: string; size: number; type: string }): string | null {
  const max = attachmentLimitMb(file);
  if (file.size > max * 1024 * 1024) return `File size exceeds ${max}MB limit`;
  return null;
}

/** The largest file of its kind she may attach, in MB (an image's limit differs from another file's). */
export function attachmentLimitMb(file: { type: string }): number {
  const max = file.type.startsWith("image/") ? AssistantLimits.imageMaxBytes : AssistantLimits.fileMaxBytes;
  return max / 1024 / 1024;
}
