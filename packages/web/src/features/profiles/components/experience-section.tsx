import type { Experience } from "@saheli/core/contracts/profiles";
import { periodLabel } from "@saheli/core/profile";
import { Briefcase } from "lucide-react";
import { ItemControls } from "./item-controls";
import { useProfileDialog } from "./profile-dialogs";
import { SectionCard, SectionEmpty } from "./section-card";
import type { MoveItem } from "./use-move-item";

type ExperienceSectionProps = { items: Experience[]; own: boolean; onMove: MoveItem };

export function ExperienceSection({ items, own, onMove }: ExperienceSectionProps) {
  const open = useProfileDialog();
  if (!own && items.length === 0) return null;
  return (
    <SectionCard
      id="profile-experience"
      title="Experience"
      addLabel="Add experience"
      onAdd={own ? () => open({ kind: "experience" }) : undefined}
    >
      {items.length === 0 ? (
        <SectionEmpty>
          Add the work you do or have done: your business, a job, freelance projects.
        </SectionEmpty>
      ) : (
        <ul className="grid divide-y divide-border">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
            >
              <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Briefcase aria-hidden className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-foreground leading-snug">{item.title}</h3>
                <p className="text-foreground/90 text-sm">
                  {item.company}
                  {item.location ? ` · ${item.location}` : ""}
                </p>
                <p className="text-muted-foreground text-xs">
                  {periodLabel(
                    { year: item.start_year, month: item.start_month },
                    { year: item.end_year, month: item.end_month },
                    item.is_current,
                  )}
                </p>
                {item.description && (
                  <p className="mt-1.5 whitespace-pre-line text-foreground/90 text-sm">{item.description}</p>
                )}
              </div>
              {own && (
                <ItemControls
                  className="col-start-2 mt-1 sm:col-start-3 sm:row-start-1 sm:mt-0 sm:self-start"
                  name={item.title}
                  first={index === 0}
                  last={index === items.length - 1}
                  onMove={(direction) => onMove("experience", items, item.id, direction)}
                  onEdit={() => open({ kind: "experience", item })}
                  onDelete={() =>
                    open({ kind: "delete-item", section: "experience", itemId: item.id, name: item.title })
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
