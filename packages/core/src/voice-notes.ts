/** Voice notes recorded in chat (issue 21 §6; doc 2 §9's audio upload kind). */

export const VoiceNoteLimits = {
  /** A note stops recording by itself after five minutes. */
  maxSeconds: 300,
} as const;

export const VoiceNoteMessages = {
  unsupported: "Voice notes are not supported in this browser",
  deniedTitle: "Microphone access denied",
  deniedBody: "Please enable microphone access to record a voice note",
  failed: "Couldn't record a voice note. Please try again.",
  sendFailed: "Couldn't send your voice note",
} as const;

/** The recorder's formats in order of preference: WebM/Opus (Chromium, Firefox), then Ogg/Opus. */
export const VOICE_NOTE_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus"] as const;

/** The file name a note is uploaded under (the server decides its type from its bytes). */
export function voiceNoteFileName(mime: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `voice-note-${stamp}.${mime.startsWith("audio/ogg") ? "ogg" : "webm"}`;
}

/** A recorded note is stored as WebM audio; other audio files are ones she attached. */
export const isVoiceNote = (mime: string) => mime === "audio/webm";

/** "0:07", "1:30", "5:00": a note's length as the recorder's timer shows it. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
