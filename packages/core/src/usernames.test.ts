import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractEntities } from "./feed";
import {
  isEmailDerivedUsername,
  isValidUsername,
  legacyUsernameBase,
  neutralUsername,
  nextUsernameChangeAt,
  UsernameMessages,
  usernameCandidates,
  usernameError,
  usernameFromName,
} from "./usernames";

const random = (max: number) => Math.floor(Math.random() * max);

describe("usernameError", () => {
  it("takes lowercase letters, digits and single underscores, 3 to 30, starting with a letter", () => {
    for (const ok of ["asha", "priya_sharma", "k3v", "a".repeat(30), "saheli_k3v9qa", "Asha_Rao"]) {
      expect(usernameError(ok), ok).toBeNull();
    }
    expect(usernameError("ab")).toBe(UsernameMessages.length);
    expect(usernameError("a".repeat(31))).toBe(UsernameMessages.length);
    for (const bad of ["1asha", "_asha", "asha_", "as__ha", "asha-rao", "asha.rao", "as ha", "आशा_rao"]) {
      expect(usernameError(bad), bad).toBe(UsernameMessages.characters);
    }
  });

  it("refuses words that would pass for the platform, and saheli names but the neutral form", () => {
    for (const word of ["admin", "Support", "settings", "saheli", "saheli_team", "saheliofficial"]) {
      expect(usernameError(word), word).toBe(UsernameMessages.reserved);
    }
  });

  it("is read whole by the feed's mentions", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9_]{2,29}$/), (name) => {
        fc.pre(isValidUsername(name));
        expect(extractEntities(`hi @${name}, there`).mentions).toEqual([name]);
      }),
    );
  });
});

describe("new handles", () => {
  it("come from her name, accents dropped", () => {
    expect(usernameFromName("Priya Sharma")).toBe("priya_sharma");
    expect(usernameFromName("  Anjali   Dé ")).toBe("anjali_de");
    expect(usernameFromName("O'Brien-Kaur, Simran")).toBe("o_brien_kaur_simran");
    expect(usernameFromName("प्रिया शर्मा")).toBeNull();
    expect(usernameFromName("Al")).toBeNull();
    expect(usernameFromName("Admin")).toBeNull();
    expect(usernameFromName(null)).toBeNull();
  });

  it("are valid, and neutral when there is no usable name", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 120 })), (name) => {
        for (const candidate of usernameCandidates(name, random)) {
          expect(isValidUsername(candidate), candidate).toBe(true);
        }
      }),
    );
    const neutral = usernameCandidates(null, random);
    expect(neutral.length).toBeGreaterThan(1);
    for (const candidate of neutral) expect(candidate).toMatch(/^saheli_[a-z0-9]{6}$/);
    expect(neutralUsername(() => 0)).toBe("saheli_aaaaaa");
  });

  it("never carry a long name past the limit", () => {
    const long = usernameFromName("Venkata Lakshmi Narasimha Subramanian Iyer");
    expect(long).toBe("venkata_lakshmi_narasimha");
    expect(long!.length).toBeLessThanOrEqual(25);
  });
});

describe("isEmailDerivedUsername", () => {
  it("finds the handles the first sign-in used to make from the address", () => {
    const email = "priya.sharma1987@example.in";
    expect(legacyUsernameBase(email)).toBe("priyasharma1987");
    expect(isEmailDerivedUsername("priyasharma1987", email)).toBe(true);
    expect(isEmailDerivedUsername("PriyaSharma1987", email)).toBe(true);
    expect(isEmailDerivedUsername("priyasharma198742137", email)).toBe(true);
    expect(isEmailDerivedUsername("memberab", "a.b@example.in")).toBe(true);
    expect(isEmailDerivedUsername("memberab5521", "a.b@example.in")).toBe(true);
    expect(isEmailDerivedUsername("averyveryverylongnam", "a.very.very.very.long.name@x.in")).toBe(true);
  });

  it("leaves chosen and name-based handles alone", () => {
    const email = "priya.sharma1987@example.in";
    expect(isEmailDerivedUsername("priya_sharma", email)).toBe(false);
    expect(isEmailDerivedUsername("priyasharma", email)).toBe(false);
    expect(isEmailDerivedUsername("priyasharma1987x", email)).toBe(false);
    expect(isEmailDerivedUsername("saheli_k3v9qa", email)).toBe(false);
    // The seed's people chose handles and were given addresses made from them; the old rule dropped the _.
    expect(isEmailDerivedUsername("lakshmi_iyer", "lakshmi_iyer@saheli.test")).toBe(false);
    expect(isEmailDerivedUsername("priyasharma1987", null)).toBe(false);
    expect(isEmailDerivedUsername("priyasharma1987", "not-an-address")).toBe(false);
  });

  it("holds for every address and suffix the old rule could give", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.option(fc.integer({ min: 1000, max: 99_999 })), (email, suffix) => {
        const base = legacyUsernameBase(email)!;
        expect(isEmailDerivedUsername(`${base}${suffix ?? ""}`, email)).toBe(true);
        expect(isEmailDerivedUsername(`${base}_x`, email)).toBe(false);
      }),
    );
  });
});

describe("nextUsernameChangeAt", () => {
  it("is 30 days after her last change, and null once they have passed", () => {
    const changed = new Date("2026-11-01T10:00:00Z");
    const next = nextUsernameChangeAt(changed, new Date("2026-11-20T00:00:00Z"));
    expect(next?.toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(nextUsernameChangeAt(changed, new Date("2026-12-01T10:00:00Z"))).toBeNull();
    expect(nextUsernameChangeAt(null, changed)).toBeNull();
    expect(UsernameMessages.tooSoon(next!)).toBe(
      "You can change your username once every 30 days. You can change it again on 1 December 2026.",
    );
  });
});
