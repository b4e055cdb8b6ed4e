import { describe, expect, it } from "vitest";
import { hiMessages } from "./hi/messages";
import { messageGroups } from "./message-groups";
import { messageTranslator } from "./translate-message";

describe("core's messages in Hindi", () => {
  it("has every text message of each group it lists, and nothing core does not say", () => {
    for (const [group, words] of Object.entries(hiMessages)) {
      const english = messageGroups[group as keyof typeof messageGroups] as Record<string, unknown>;
      expect(english, group).toBeDefined();
      const textKeys = Object.keys(english).filter((key) => typeof english[key] === "string");
      expect(Object.keys(words).sort(), group).toEqual(textKeys.sort());
      for (const text of Object.values(words)) expect(text.trim(), group).not.toBe("");
    }
  });

  it("translates a rule's English text, also where a validation message says where it was found", () => {
    const missing: string[] = [];
    const hi = messageTranslator(hiMessages, (text) => missing.push(text));
    expect(hi("Invalid code")).toBe("कोड सही नहीं है");
    expect(hi("body.email: Enter valid email")).toBe("body.email: सही ईमेल लिखें");
    expect(hi("Not a message of ours")).toBe("Not a message of ours");
    expect(hi("Not a message of ours")).toBe("Not a message of ours");
    expect(missing).toEqual(["Not a message of ours"]);
  });
});
