import type { Education } from "@saheli/core/contracts/profiles";
import { periodLabel } from "@saheli/core/profile";
import { GraduationCap } from "lucide-react";
import { ItemControls } from "./item-controls";
import { useProfileDialog } from "./profile-dialogs";
import { SectionCard, SectionEmpty } from "./section-card";
import type { MoveItem } from "./use-move-item";

type EducationSectionProps = { items: Education[]; own: boolean; onMove: MoveItem };

export function EducationSection({ items, own, onMove }: EducationSectionProps) {
  const open = useProfileDialog();
  if (!own && items.length === 0) return null;
  return (
    <SectionCard
      id="profile-education"
      title="Education"
      addLabel="Add education"
      onAdd={own ? () => open({ kind: "education" }) : undefined}
    >
      {items.length === 0 ? (
        <SectionEmpty>Add a school, college, or a course that taught you your craft.</SectionEmpty>
      ) : (
        <ul className="grid divide-y divide-border">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
            >
              <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-foreground">
                <GraduationCap aria-hidden className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-foreground leading-snug">{item.school}</h3>
                {(item.degree || item.field_of_study) && (
                  <p className="text-foreground/90 text-sm">
                    {[item.degree, item.field_of_study].filter(Boolean).join(", ")}
                  </p>
                )}
                <p className="text-muted-foreground text-xs">
                  {periodLabel(
                    { year: item.start_year },
                    // A one-year course reads '2025', not '2025 – 2025'.
                    { year: item.end_year === item.start_year ? null : item.end_year },
                  )}
                </p>
                {item.description && (
                  <p className="mt-1.5 whitespace-pre-line text-foreground/90 text-sm">{item.description}</p>
                )}
              </div>
              {own && (
                <ItemControls
                  className="col-start-2 mt-1 sm:col-start-3 sm:row-start-1 sm:mt-0 sm:self-start"
                  name={item.school}
                  first={index === 0}
                  last={index === items.length - 1}
                  onMove={(direction) => onMove("education", items, item.id, direction)}
                  onEdit={() => open({ kind: "education", item })}
                  onDelete={() =>
                    open({ kind: "delete-item", section: "education", itemId: item.id, name: item.school })
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
