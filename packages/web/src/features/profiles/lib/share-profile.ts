import { toast } from "@/components/ui/toast";

/** The profile's address: the same link whoever shares it. */
export function profileUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

export async function copyProfileLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied");
  } catch {
    window.prompt("Copy this link", url);
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
