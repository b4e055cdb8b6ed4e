import { useProfilesT } from "../i18n";
import { useProfileDialog } from "./profile-dialogs";
import { SectionCard, SectionEmpty } from "./section-card";

/** Her bio as she wrote it (line breaks kept, rendered as text). */
export function AboutCard({ bio, own }: { bio: string | null; own: boolean }) {
  const { t } = useProfilesT();
  const open = useProfileDialog();
  if (!bio && !own) return null;
  return (
    <SectionCard id="profile-about" title={t("about.title")}>
      {bio ? (
        <p className="whitespace-pre-line text-foreground/90 leading-relaxed">{bio}</p>
      ) : (
        <SectionEmpty>
          {t("about.empty")}{" "}
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => open({ kind: "edit" })}
          >
            {t("about.write")}
          </button>
        </SectionEmpty>
      )}
    </SectionCard>
  );
}
