import { VerificationConsent } from "@saheli/core/verification";
import { Camera, Clock, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useVerificationT } from "../i18n";

type Props = {
  busy: boolean;
  error: string | null;
  onAgree: () => void;
  onAlternative: () => void;
};

/** Core's consent sections (`VerificationConsent.sections`), in order, by their catalogue keys. */
const SECTIONS = ["capture", "why", "decides", "keep", "noCamera"] as const;

/** Instructions and consent, before the camera opens (issue 5: consent first, with its version). */
export function ConsentStep({ busy, error, onAgree, onAlternative }: Props) {
  const { t } = useVerificationT();
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2 text-sm">
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 shrink-0 text-primary" /> {t("consent.duration")}
        </li>
        <li className="flex items-center gap-2">
          <Camera aria-hidden className="size-4 shrink-0 text-primary" /> {t("consent.camera")}
        </li>
      </ul>
      <section
        aria-labelledby="consent-title"
        className="grid max-h-[42dvh] gap-3 overflow-y-auto rounded-xl border border-border bg-muted/40 p-4"
      >
        <h3 id="consent-title" className="flex items-center gap-2 font-semibold text-foreground">
          <ShieldCheck aria-hidden className="size-4 text-success" /> {t("consent.title")}
        </h3>
        {SECTIONS.map((section) => (
          <div key={section} className="text-sm">
            <h4 className="font-medium text-foreground">{t(`consent.sections.${section}.heading`)}</h4>
            <p className="text-muted-foreground">{t(`consent.sections.${section}.body`)}</p>
          </div>
        ))}
        <p className="text-muted-foreground text-xs">
          {t("consent.version", { version: VerificationConsent.version })}
        </p>
      </section>
      {error && (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onAlternative}>
          {t("consent.alternative")}
        </Button>
        <Button onClick={onAgree} loading={busy}>
          {t("consent.agree")}
        </Button>
      </div>
    </div>
  );
}
