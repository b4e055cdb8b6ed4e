import { toast } from "@/components/ui/toast";
import { i18n } from "@/lib/i18n/i18n";

/** Native share sheet, else copy the link, else show it in a prompt so it can be copied by hand. */
export async function sharePage(url: string, title: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(i18n.t("header.share.copied"));
      return;
    } catch {
      // Clipboard permission denied: fall through to the prompt.
    }
  }
  window.prompt(i18n.t("header.share.prompt"), url);
}
