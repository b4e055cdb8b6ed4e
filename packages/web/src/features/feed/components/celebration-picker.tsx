import { CELEBRATION_TEMPLATES } from "@saheli/core/feed";
import { PartyPopper } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useFeedT } from "../i18n";

export type CelebrationTemplate = (typeof CELEBRATION_TEMPLATES)[number];

/** Doc 1 §2 "Celebration picker": the four templates, each with its picture. */
export function CelebrationPicker({ onPick }: { onPick: (template: CelebrationTemplate) => void }) {
  const [open, setOpen] = useState(false);
  const { t } = useFeedT();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="ghost" size="sm">
          <PartyPopper aria-hidden /> {t("toolbar.celebrate")}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-72 gap-1 p-2">
        {CELEBRATION_TEMPLATES.map((template) => (
          <button
            key={template.id}
            type="button"
            onClick={() => {
              onPick(template);
              setOpen(false);
            }}
            className="flex items-center gap-3 rounded-lg p-2 text-left text-sm hover:bg-muted"
          >
            <img src={template.image} alt="" className="h-10 w-16 rounded object-cover" />
            {t(`celebrations.${template.id}.label`)}
          </button>
        ))}
      </PopoverContent>
    </Popover>
  );
}
