import type { Education } from "@saheli/core/contracts/profiles";
import { canAddItem } from "@saheli/core/profile";
import { GraduationCap } from "lucide-react";
import { useProfilesT } from "../i18n";
import { usePeriodLabel } from "../lib/use-period-label";
import { useProfileDialog } from "./profile-dialogs";
import { SectionCard, SectionEmpty } from "./section-card";
import { TimelineItem } from "./timeline-item";
import type { MoveItem } from "./use-move-item";

type EducationSectionProps = { items: Education[]; own: boolean; onMove: MoveItem };

export function EducationSection({ items, own, onMove }: EducationSectionProps) {
  const { t } = useProfilesT();
  const periodLabel = usePeriodLabel();
  const open = useProfileDialog();
  if (!own && items.length === 0) return null;
  return (
    <SectionCard
      id="profile-education"
      title={t("education.title")}
      addLabel={t("education.add")}
      onAdd={own && canAddItem(items.length) ? () => open({ kind: "education" }) : undefined}
    >
      {items.length === 0 ? (
        <SectionEmpty>{t("education.empty")}</SectionEmpty>
      ) : (
        <ul className="grid divide-y divide-border">
          {items.map((item, index) => (
            <TimelineItem
              key={item.id}
              icon={<GraduationCap aria-hidden className="size-5" />}
              tone="bg-accent-soft text-accent-foreground"
              title={item.school}
              description={item.description}
              controls={
                own
                  ? {
                      first: index === 0,
                      last: index === items.length - 1,
                      onMove: (direction) => onMove("education", items, item.id, direction),
                      onEdit: () => open({ kind: "education", item }),
                      onDelete: () =>
                        open({
                          kind: "delete-item",
                          section: "education",
                          itemId: item.id,
                          name: item.school,
                        }),
                    }
                  : undefined
              }
            >
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
            </TimelineItem>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
