import { firstLinkIn, LinkPreviewLimits } from "@saheli/core/link-preview";
import { useEffect, useState } from "react";
import { useLinkPreview } from "@/features/feed/api/link-preview";
import { LinkPreviewCard, LinkPreviewSkeleton } from "./link-preview-card";

/**
 * The composer's link card (doc 1 §4): the first URL in her text, looked at 400 ms after she stops typing; a
 * skeleton while the card is made; nothing at all when none can be (the post still posts). A card she removed
 * (×) stays off for that URL.
 */
export function useLinkPreviewDraft(content: string) {
  const [url, setUrl] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const timer = setTimeout(() => setUrl(firstLinkIn(content)), LinkPreviewLimits.detectDelayMs);
    return () => clearTimeout(timer);
  }, [content]);
  const wanted = url && !removed.has(url) ? url : null;
  const preview = useLinkPreview(wanted);
  const card = wanted && preview.data?.url === wanted ? preview.data : null;
  const element = !wanted ? null : card ? (
    <LinkPreviewCard card={card} compact onRemove={() => setRemoved((set) => new Set(set).add(wanted))} />
  ) : preview.isFetching ? (
    <LinkPreviewSkeleton />
  ) : null;
  return { card, element };
}
