import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import type { SessionUser } from "@/lib/session/use-session";

type TriggerProps = ComponentProps<"button"> & { user: SessionUser; expanded: boolean };

/** The avatar button in the header; on large screens it also greets her by name. */
export function AccountMenuTrigger({ user, expanded, className, ...props }: TriggerProps) {
  const { t } = useTranslation();
  const name = user.full_name.trim() || user.username;
  return (
    <button
      type="button"
      aria-label={t("account.menuFor", { name })}
      className={cn(
        "inline-flex shrink-0 items-center gap-2 rounded-full text-left text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted",
        expanded ? "h-12 rounded-xl py-1 pr-2 pl-1.5" : "p-1",
        className,
      )}
      {...props}
    >
      <Avatar name={name} src={user.avatar_url} size="sm" />
      {expanded && (
        <>
          <span className="flex max-w-32 flex-col leading-tight">
            <span className="truncate text-muted-foreground text-xs">
              {t("account.hello", { name: name.split(/\s+/)[0] ?? name })}
            </span>
            <span className="font-semibold text-sm">{t("account.menu")}</span>
          </span>
          <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
        </>
      )}
    </button>
  );
}
