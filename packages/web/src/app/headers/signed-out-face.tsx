import { ChevronDown, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

const TRIGGER =
  "inline-flex shrink-0 items-center gap-2 rounded-full text-left text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted";

export const signedOutTrigger = (expanded: boolean) =>
  cn(TRIGGER, expanded ? "h-12 rounded-xl px-3" : "size-10 justify-center");

/** What the signed-out account button shows: a greeting on large headers, an icon elsewhere. */
export function SignedOutFace({ expanded }: { expanded: boolean }) {
  const { t } = useTranslation();
  return expanded ? (
    <>
      <span className="flex flex-col leading-tight">
        <span className="text-muted-foreground text-xs">{t("header.signedOut.greeting")}</span>
        <span className="font-semibold text-sm">{t("header.signedOut.account")}</span>
      </span>
      <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
    </>
  ) : (
    <UserRound aria-hidden className="size-5" />
  );
}
