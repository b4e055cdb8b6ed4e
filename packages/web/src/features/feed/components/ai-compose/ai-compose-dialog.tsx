import {
  AI_LENGTHS,
  AI_TEMPLATES,
  AI_TONES,
  AiComposeLimits,
  AiComposeMessages,
  type AiLength,
  type AiTemplateId,
  type AiTone,
  LengthTokens,
} from "@saheli/core/ai-compose";
import { Check, Copy, Info, RefreshCw, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useAiCompose } from "@/features/feed/api/ai-compose";
import { useFeedT } from "@/features/feed/i18n";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onUse: (text: string) => void };

const chip = (on: boolean) =>
  cn(
    "rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring",
    on ? "border-primary bg-primary/10 text-foreground" : "border-border hover:bg-muted",
  );

/** Doc 1 §4 "AI dialog": 1 a template or her prompt, 2 a tone and a length, 3 the result. Resets when closed. */
export function AiComposeDialog({ open, onOpenChange, onUse }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
        {/* Mounted only while open: closing throws her choices and the result away. */}
        {open && <Steps onClose={() => onOpenChange(false)} onUse={onUse} />}
      </DialogContent>
    </Dialog>
  );
}

function Steps({ onClose, onUse }: { onClose: () => void; onUse: (text: string) => void }) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [template, setTemplate] = useState<AiTemplateId | null>(null);
  const [prompt, setPrompt] = useState("");
  const [tone, setTone] = useState<AiTone>("professional");
  const [length, setLength] = useState<AiLength>("medium");
  const [copied, setCopied] = useState(false);
  const compose = useAiCompose();
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const chosen = template !== null || prompt.trim().length > 0;
  const generate = () => {
    setStep(3);
    setCopied(false);
    compose.mutate({
      ...(template ? { template } : { prompt: prompt.trim() }),
      tone,
      length,
    });
  };
  const copy = async () => {
    if (!compose.data) return;
    try {
      await navigator.clipboard.writeText(compose.data.text);
    } catch {
      toast.error(t("ai.copyFailed"));
      return;
    }
    setCopied(true);
    clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), AiComposeLimits.copiedMs);
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1 pr-8">
        <DialogTitle className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-5 text-primary" /> {t("ai.title")}
        </DialogTitle>
        <DialogDescription>
          {t("ai.step", {
            step,
            what: step === 1 ? t("ai.step1") : step === 2 ? t("ai.step2") : t("ai.step3"),
          })}
        </DialogDescription>
      </div>

      {step === 1 && (
        <>
          {(["business", "moment"] as const).map((group) => (
            <fieldset key={group} className="grid gap-2">
              <legend className="mb-2 font-medium text-sm">
                {group === "business" ? t("ai.business") : t("ai.moment")}
              </legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {AI_TEMPLATES.filter((one) => one.group === group).map((one) => (
                  <button
                    key={one.id}
                    type="button"
                    aria-pressed={template === one.id}
                    className={chip(template === one.id)}
                    onClick={() => {
                      setTemplate(template === one.id ? null : one.id);
                      setPrompt("");
                    }}
                  >
                    <span className="block font-medium">{t(`ai.templates.${one.id}.title`)}</span>
                    <span className="block text-muted-foreground text-xs">
                      {t(`ai.templates.${one.id}.description`)}
                    </span>
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
          <div className="grid gap-1.5">
            <Label htmlFor="ai-prompt">{t("ai.prompt")}</Label>
            <Textarea
              id="ai-prompt"
              rows={3}
              maxLength={AiComposeLimits.promptMax}
              placeholder={t("ai.promptPlaceholder")}
              value={prompt}
              onChange={(event) => {
                setPrompt(event.target.value);
                if (event.target.value.trim()) setTemplate(null);
              }}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t("ai.cancel")}
            </Button>
            <Button type="button" disabled={!chosen} onClick={() => setStep(2)}>
              {t("ai.next")}
            </Button>
          </div>
        </>
      )}

      {step === 2 && (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">{t("ai.tone")}</legend>
            <div className="flex flex-wrap gap-2">
              {AI_TONES.map((one) => (
                <button
                  key={one}
                  type="button"
                  aria-pressed={tone === one}
                  className={chip(tone === one)}
                  onClick={() => setTone(one)}
                >
                  {t(`ai.tones.${one}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">{t("ai.length")}</legend>
            <div className="flex flex-wrap gap-2">
              {AI_LENGTHS.map((l) => (
                <button
                  key={l}
                  type="button"
                  aria-pressed={length === l}
                  className={chip(length === l)}
                  onClick={() => setLength(l)}
                >
                  {t(`ai.lengths.${l}`)}{" "}
                  <span className="text-muted-foreground text-xs">
                    {t("ai.upTo", { tokens: LengthTokens[l] })}
                  </span>
                </button>
              ))}
            </div>
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setStep(1)}>
              {t("ai.back")}
            </Button>
            <Button type="button" onClick={generate}>
              <Sparkles aria-hidden /> {t("ai.generate")}
            </Button>
          </div>
        </>
      )}

      {step === 3 && (
        <>
          {compose.isPending && (
            <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground text-sm">
              <Spinner size="sm" label={null} /> {t("ai.writing")}
            </p>
          )}
          {compose.isError && (
            <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-destructive text-sm">
              {messageIn(AiComposeMessages.failed)}
            </p>
          )}
          {compose.data && !compose.isPending && (
            <>
              {compose.data.notice && (
                <p role="status" className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
                  <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  {compose.data.notice}
                </p>
              )}
              <section
                aria-label={t("ai.generated")}
                className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded-lg border border-border bg-card p-3 text-sm leading-relaxed"
              >
                {compose.data.text}
              </section>
            </>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setStep(2)} disabled={compose.isPending}>
              {t("ai.back")}
            </Button>
            <Button type="button" variant="outline" onClick={generate} disabled={compose.isPending}>
              <RefreshCw aria-hidden /> {t("ai.regenerate")}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={copy}
              disabled={!compose.data || compose.isPending}
            >
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}{" "}
              {copied ? messageIn(AiComposeMessages.copied) : t("ai.copy")}
            </Button>
            <Button
              type="button"
              disabled={!compose.data || compose.isPending}
              onClick={() => {
                if (!compose.data) return;
                onUse(compose.data.text);
                onClose();
              }}
            >
              {t("ai.use")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
