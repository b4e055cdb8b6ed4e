import type { Experience } from "@saheli/core/contracts/profiles";
import { canAddItem } from "@saheli/core/profile";
import { Briefcase } from "lucide-react";
import { useProfilesT } from "../i18n";
import { usePeriodLabel } from "../lib/use-period-label";
import { useProfileDialog } from "./profile-dialogs";
import { SectionCard, SectionEmpty } from "./section-card";
import { TimelineItem } from "./timeline-item";
import type { MoveItem } from "./use-move-item";

type ExperienceSectionProps = { items: Experience[]; own: boolean; onMove: MoveItem };

export function ExperienceSection({ items, own, onMove }: ExperienceSectionProps) {
  const { t } = useProfilesT();
  const periodLabel = usePeriodLabel();
  const open = useProfileDialog();
  if (!own && items.length === 0) return null;
  return (
    <SectionCard
      id="profile-experience"
      title={t("experience.title")}
      addLabel={t("experience.add")}
      onAdd={own && canAddItem(items.length) ? () => open({ kind: "experience" }) : undefined}
    >
      {items.length === 0 ? (
        <SectionEmpty>{t("experience.empty")}</SectionEmpty>
      ) : (
        <ul className="grid divide-y divide-border">
          {items.map((item, index) => (
            <TimelineItem
              key={item.id}
              icon={<Briefcase aria-hidden className="size-5" />}
              tone="bg-primary-soft text-primary"
              title={item.title}
              description={item.description}
              controls={
                own
                  ? {
                      first: index === 0,
                      last: index === items.length - 1,
                      onMove: (direction) => onMove("experience", items, item.id, direction),
                      onEdit: () => open({ kind: "experience", item }),
                      onDelete: () =>
                        open({
                          kind: "delete-item",
                          section: "experience",
                          itemId: item.id,
                          name: item.title,
                        }),
                    }
                  : undefined
              }
            >
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
            </TimelineItem>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
