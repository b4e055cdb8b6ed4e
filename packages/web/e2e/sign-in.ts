import type { OutboxMessage } from "@saheli/core/contracts/auth";
import type { Locator, Page } from "playwright-core";

/** The newest code sent to `to` on `channel`, read from the dev outbox as a person on this machine would. */
export async function codeFromOutbox(
  serverUrl: string,
  to: string,
  channel: OutboxMessage["channel"] = "email",
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const messages = (await fetch(`${serverUrl}/api/dev/outbox`).then((res) =>
      res.json(),
    )) as OutboxMessage[];
    const code = messages
      .find((item) => item.to === to && item.channel === channel)
      ?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${channel} code for ${to} in the outbox`);
}

/** The sign-in dialog, in English or in Hindi (a browser that asks for Hindi gets it in Hindi). */
export const signInDialog = (page: Page) =>
  page.getByRole("dialog", { name: /saheli|check your|सहेली|अपना (ईमेल|फ़ोन) देखें/i });

/** Fills the open sign-in dialog with `email` and the outbox code; resolves once the dialog has closed. */
export async function signInWithCode(page: Page, serverUrl: string, email: string) {
  const dialog = signInDialog(page);
  await dialog.getByLabel(/^(Email address|ईमेल पता)$/).fill(email);
  await dialog.getByRole("button", { name: /^(Send code|कोड भेजें)$/ }).click();
  await dialog.getByText(/We sent a 6-digit code to|6 अंकों का कोड भेजा है/).waitFor();
  await dialog.getByLabel(/^(Verification code|सत्यापन कोड)$/).fill(await codeFromOutbox(serverUrl, email));
  await dialog.waitFor({ state: "hidden" });
}

/**
 * Waits for an element's animations (a dialog opening) to end, so a screenshot shows it in place. An animation
 * cancelled on the way (the element re-rendered) counts as ended: its `finished` rejects with an AbortError.
 */
export async function settled(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** Every running transition and animation on the page has ended (a chosen time's colour, a dialog opening). */
export async function quiet(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** Opens `path` with the sign-in dialog and signs in there with a code from the outbox. */
export async function signInAt(page: Page, serverUrl: string, path: string, email: string) {
  await page.goto(`${serverUrl}${path}?login=1`);
  await signInWithCode(page, serverUrl, email);
}
