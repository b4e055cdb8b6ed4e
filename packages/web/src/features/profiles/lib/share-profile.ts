import { toast } from "@/components/ui/toast";
import { i18n } from "@/lib/i18n/i18n";

/** The profile's address: the same link whoever shares it. */
export function profileUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

export async function copyProfileLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(i18n.t("profiles:share.copied"));
  } catch {
    window.prompt(i18n.t("profiles:share.prompt"), url);
  }
}

/** Native share sheet, else copy the link (doc 3 §2.1). Closing the share sheet is a choice, not a failure. */
export async function shareProfile(url: string, title: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyProfileLink(url);
}
