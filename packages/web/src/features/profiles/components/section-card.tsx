import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useProfilesT } from "../i18n";

type SectionCardProps = {
  id: string;
  title: string;
  /** The owner's Add button label; left out for other viewers. */
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
};

/** A titled card on the profile (About, Experience, Education, Skills). */
export function SectionCard({ id, title, addLabel, onAdd, children }: SectionCardProps) {
  const { t } = useProfilesT();
  return (
    <Card>
      <section aria-labelledby={id} className="grid gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id={id} className="font-display font-semibold text-foreground text-lg">
            {title}
          </h2>
          {onAdd && addLabel && (
            <Button variant="ghost" size="sm" onClick={onAdd} aria-label={addLabel}>
              <Plus aria-hidden /> {t("section.add")}
            </Button>
          )}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** What an empty list says: an invitation for the owner, a plain note for others. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground text-sm">{children}</p>;
}
