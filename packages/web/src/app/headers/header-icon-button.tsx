import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { CountBadge } from "@/components/ui/badge";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";

type HeaderIconButtonProps = {
  icon: LucideIcon;
  label: string;
  count?: number;
  /** Show the label under the icon on large screens (the home header's action row). */
  showLabel?: boolean;
  className?: string;
} & ({ to: string; onClick?: undefined } | { onClick: () => void; to?: undefined });

const baseClasses =
  "relative inline-flex shrink-0 flex-col items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted hover:text-primary";

/** An icon action in a header: a link or a button, with its count badge (99+ here, 9+ on phones). */
export function HeaderIconButton({
  icon: Icon,
  label,
  count = 0,
  showLabel,
  className,
  ...target
}: HeaderIconButtonProps) {
  const classes = cn(baseClasses, showLabel ? "h-12 min-w-14 gap-0.5 rounded-xl px-2" : "size-10", className);
  const content = (
    <>
      <span className="relative">
        <Icon aria-hidden className="size-5" />
        <CountBadge count={count} className="-top-2 -right-2.5 absolute hidden lg:inline-flex" />
        <CountBadge count={count} small className="-top-2 -right-2.5 absolute lg:hidden" />
      </span>
      {showLabel && <span className="font-medium text-xs">{label}</span>}
    </>
  );
  const accessibleName = count > 0 ? `${label} (${count})` : label;
  const element = target.to ? (
    <Link to={target.to} aria-label={accessibleName} className={classes}>
      {content}
    </Link>
  ) : (
    <button type="button" aria-label={accessibleName} onClick={target.onClick} className={classes}>
      {content}
    </button>
  );
  return showLabel ? element : <Tooltip content={label}>{element}</Tooltip>;
}
