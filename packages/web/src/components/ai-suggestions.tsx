import {
  isComprehensive,
  type SuggestionContext,
  type SuggestionElement,
  SuggestionLimits,
  suggestionsWanted,
  wordCount,
} from "@saheli/core/ai-compose";
import { Lightbulb, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAiSuggestions } from "@/lib/ai-suggestions";

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Props = { text: string; context: SuggestionContext; element?: SuggestionElement };

/**
 * Writing tips under a text box (doc 2 §7): asked once she pauses, from 2 characters (1 in a textarea), at most 3,
 * local ones first; the "Comprehensive" badge at 500 words. One quiet line she can close.
 */
export function AiSuggestions({ text, context, element = "textarea" }: Props) {
  const settled = useSettled(text, SuggestionLimits.debounceMs);
  const [closed, setClosed] = useState(false);
  const { t } = useTranslation();
  const wanted = !closed && suggestionsWanted(settled, element);
  const { data } = useAiSuggestions(
    { text: settled, context, elementType: element, minWords: SuggestionLimits.minWords[element] },
    wanted,
  );
  const comprehensive = isComprehensive(text);
  const tips = wanted ? (data?.suggestions ?? []) : [];
  if (!comprehensive && tips.length === 0) return null;
  return (
    <div className="flex items-start gap-2 text-muted-foreground text-xs">
      {comprehensive && (
        <Badge variant="success" title={t("aiSuggestions.words", { number: wordCount(text) })}>
          {t("aiSuggestions.comprehensive")}
        </Badge>
      )}
      {tips.length > 0 && (
        <>
          <Lightbulb aria-hidden className="mt-0.5 size-3.5 shrink-0 text-primary" />
          <ul aria-label={t("aiSuggestions.label")} className="min-w-0 flex-1 space-y-0.5">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-6"
            aria-label={t("aiSuggestions.hide")}
            onClick={() => setClosed(true)}
          >
            <X aria-hidden className="size-3.5" />
          </Button>
        </>
      )}
    </div>
  );
}
