import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import { AiComposeDialog } from "./ai-compose-dialog";

/**
 * The composer's side of "Create with AI": the toolbar button and the dialog. "Use This Post" hands the text to
 * the composer, where it is hers to edit; nothing is ever posted by itself.
 */
export function useAiComposeDialog(onUse: (text: string) => void) {
  const [open, setOpen] = useState(false);
  const { t } = useFeedT();
  const button = (
    <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
      <Sparkles aria-hidden /> {t("ai.button")}
    </Button>
  );
  const dialog = <AiComposeDialog open={open} onOpenChange={setOpen} onUse={onUse} />;
  return { button, dialog };
}
