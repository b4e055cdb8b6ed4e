import { type MessageCatalogue, messageGroups } from "./message-groups";

export type TranslateMessage = (english: string) => string;

/** A validation message carries where it was found first: `body.pay_max: The highest pay must be…`. */
const LOCATED = /^([\w.[\]-]+): (.+)$/s;

/**
 * Turns a message core's rules produced in English into the catalogue's language. The English text finds its
 * `group.key` (core keeps one text per rule), so a service or a form shows the same words either side; a text
 * the catalogue does not have stays English and is reported once through `onMissing`.
 */
export function messageTranslator(
  catalogue: MessageCatalogue,
  onMissing: (english: string) => void = () => undefined,
): TranslateMessage {
  const words = new Map<string, string>();
  for (const [group, messages] of Object.entries(messageGroups)) {
    const translated = (catalogue as Record<string, Record<string, string> | undefined>)[group];
    if (!translated) continue;
    for (const [key, english] of Object.entries(messages)) {
      const text = translated[key];
      if (typeof english === "string" && text && !words.has(english)) words.set(english, text);
    }
  }
  const missed = new Set<string>();
  const translate = (english: string): string => {
    const found = words.get(english);
    if (found) return found;
    const located = LOCATED.exec(english);
    if (located?.[1] && located[2]) {
      const inner = words.get(located[2]);
      if (inner) return `${located[1]}: ${inner}`;
    }
    if (!missed.has(english)) {
      missed.add(english);
      onMissing(english);
    }
    return english;
  };
  return translate;
}

/** English needs no catalogue: its messages are core's own texts. */
export const untranslated: TranslateMessage = (english) => english;
