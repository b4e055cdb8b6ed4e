import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { ItemControls, type ItemControlsProps } from "./item-controls";

type TimelineItemProps = {
  icon: ReactNode;
  /** The icon tile's colours. */
  tone: string;
  title: string;
  description: string | null;
  /** The lines between the title and the description: where, when. */
  children: ReactNode;
  /** The owner's move, edit and delete buttons. */
  controls?: Omit<ItemControlsProps, "className" | "name">;
};

/** One experience or education entry: icon tile, title, details, description, and the owner's controls. */
export function TimelineItem({ icon, tone, title, description, children, controls }: TimelineItemProps) {
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <span className={cn("mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl", tone)}>
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-foreground leading-snug">{title}</h3>
        {children}
        {description && (
          <p className="mt-1.5 whitespace-pre-line text-foreground/90 text-sm">{description}</p>
        )}
      </div>
      {controls && (
        <ItemControls
          className="col-start-2 mt-1 sm:col-start-3 sm:row-start-1 sm:mt-0 sm:self-start"
          name={title}
          {...controls}
        />
      )}
    </li>
  );
}
