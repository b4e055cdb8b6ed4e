/** Chat rules of doc 2 §4, §5 and §9, shared by the server and the web app. */

export const ChatLimits = {
  historyPage: 50,
  contentMax: 4000,
  typingClearMs: 3000,
  readMarkDelayMs: 1000,
  onlineMinutes: 5,
  recentlyOnlineMinutes: 60,
  groupTitleMax: 100,
  groupMembersMax: 50,
  reactionsPerMessage: 20,
  attachmentsMax: 10,
  /** Chat upload kinds of doc 2 §9 and their caps (images 10 MB, the rest the general 50 MB). */
  imageBytesMax: 10 * 1024 * 1024,
  fileBytesMax: 50 * 1024 * 1024,
} as const;

export const ChatMessages = {
  empty: "Message cannot be empty",
  sameFileTwice: "Each file can be attached once.",
  unauthenticated: "User not authenticated",
  noConversation: "No active conversation",
  notParticipant: "You are not part of this conversation",
  notSender: "Only the sender can change this message",
  messageMissing: "Message not found",
  recipientUnavailable: "This person cannot be messaged",
  noConversations: "No conversations found",
  unavailable: "Chat service temporarily unavailable",
  tooLong: `Message must be at most ${ChatLimits.contentMax} characters`,
  tooManyPeople: `A group can have at most ${ChatLimits.groupMembersMax} people`,
  pickSomeone: "Choose at least one person",
} as const;

export const DEFAULT_GROUP_TITLE = "New Group";

export const CHAT_UPLOAD_KINDS = ["image", "video", "audio", "document"] as const;
export type ChatUploadKind = (typeof CHAT_UPLOAD_KINDS)[number];

/** Direct for two people, group above two (doc 2 §3). */
export function conversationType(participantCount: number): "direct" | "group" {
  return participantCount > 2 ? "group" : "direct";
}

/** A message needs non-blank text or an attachment. */
export function isSendable(content: string | null | undefined, attachmentCount: number): boolean {
  return attachmentCount > 0 || (content ?? "").trim().length > 0;
}

/** 'Priya is typing', 'Priya and Asha are typing', '3 people are typing'. */
export function typingText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing`;
  return `${names.length} people are typing`;
}

export type Presence = "online" | "recently_online" | "offline";

export function presenceOf(lastSeen: Date | string | null | undefined, now: Date = new Date()): Presence {
  if (!lastSeen) return "offline";
  const minutes = (now.getTime() - new Date(lastSeen).getTime()) / 60_000;
  if (minutes < ChatLimits.onlineMinutes) return "online";
  if (minutes < ChatLimits.recentlyOnlineMinutes) return "recently_online";
  return "offline";
}

/** 'Just now', 'N minutes ago', 'N hours ago' under a day, else the date. */
export function lastSeenText(
  lastSeen: Date | string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!lastSeen) return null;
  const seen = new Date(lastSeen);
  const minutes = Math.floor((now.getTime() - seen.getTime()) / 60_000);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes} ${minutes === 1 ? "minute" : "minutes"} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  return seen.toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });
}

/** The one key two people's direct conversation is found by, whoever starts it. */
export function directKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** What a conversation list shows for a message: its text, or what was attached. */
export function messagePreview(content: string | null, attachmentKinds: string[], deleted = false): string {
  if (deleted) return "Message deleted";
  const text = (content ?? "").trim();
  if (text) return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  const kind = attachmentKinds[0];
  if (!kind) return "";
  return { image: "📷 Photo", video: "🎬 Video", audio: "🎤 Audio" }[kind] ?? "📎 Document";
}

/** Which upload kind a checked MIME type is. */
export function chatKindOf(mime: string): ChatUploadKind {
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  if (mime.startsWith("audio/")) return "audio";
  return "document";
}
