import type { Skill } from "@saheli/core/contracts/profiles";
import { canAddItem } from "@saheli/core/profile";
import { ThumbsUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useEndorseSkill } from "../api/endorse-skill";
import { useProfilesT } from "../i18n";
import { ItemControls } from "./item-controls";
import { useProfileDialog } from "./profile-dialogs";
import { SectionCard, SectionEmpty } from "./section-card";
import type { MoveItem } from "./use-move-item";

type SkillsSectionProps = { items: Skill[]; own: boolean; onMove: MoveItem };

function EndorseButton({ skill }: { skill: Skill }) {
  const { t } = useProfilesT();
  const endorse = useEndorseSkill();
  const endorsed = skill.endorsed_by_me;
  return (
    <Button
      variant={endorsed ? "secondary" : "outline"}
      size="sm"
      aria-pressed={endorsed}
      aria-label={t(endorsed ? "skills.endorsedLabel" : "skills.endorseLabel", { name: skill.name })}
      loading={endorse.isPending}
      onClick={() =>
        endorse.mutate(
          { skillId: skill.id, endorse: !endorsed },
          { onError: (error) => toast.error(errorMessage(error)) },
        )
      }
    >
      <ThumbsUp aria-hidden /> {endorsed ? t("skills.endorsed") : t("skills.endorse")}
    </Button>
  );
}

export function SkillsSection({ items, own, onMove }: SkillsSectionProps) {
  const { t } = useProfilesT();
  const open = useProfileDialog();
  if (!own && items.length === 0) return null;
  return (
    <SectionCard
      id="profile-skills"
      title={t("skills.title")}
      addLabel={t("skills.add")}
      onAdd={own && canAddItem(items.length) ? () => open({ kind: "skill" }) : undefined}
    >
      {items.length === 0 ? (
        <SectionEmpty>{t("skills.empty")}</SectionEmpty>
      ) : (
        <ul className="grid divide-y divide-border">
          {items.map((skill, index) => (
            <li key={skill.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1">
                <h3 className="font-medium text-foreground">{skill.name}</h3>
                <p className="text-muted-foreground text-xs">
                  {t("skills.endorsements", { count: skill.endorsements_count })}
                </p>
              </div>
              {own ? (
                <ItemControls
                  className="ml-0"
                  name={skill.name}
                  first={index === 0}
                  last={index === items.length - 1}
                  onMove={(direction) => onMove("skills", items, skill.id, direction)}
                  onEdit={() => open({ kind: "skill", item: skill })}
                  onDelete={() =>
                    open({ kind: "delete-item", section: "skills", itemId: skill.id, name: skill.name })
                  }
                />
              ) : (
                <EndorseButton skill={skill} />
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
