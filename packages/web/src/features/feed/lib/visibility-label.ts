import type { PostVisibility } from "@saheli/core/feed";
import type { TFunction } from "i18next";

/** Core's `groupVisibilityLabel` in her language: "Anyone", "Connections only + Group", "Only you". */
export function visibilityLabel(t: TFunction<"feed">, visibility: PostVisibility, inGroup: boolean): string {
  const base = t(`visibility.${visibility}`);
  return inGroup && visibility !== "private" ? t("visibility.inGroup", { base }) : base;
}
