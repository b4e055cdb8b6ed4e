import type { ProfilePage } from "@saheli/core/contracts/profiles";
import { Ban } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useProfilesT } from "../i18n";
import { useProfileDialog } from "./profile-dialogs";

/** Decision 005: the blocker sees only name and picture, so she knows whom she is unblocking. */
export function LimitedProfile({ page }: { page: ProfilePage }) {
  const { t } = useProfilesT();
  const open = useProfileDialog();
  const { profile } = page;
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <Avatar
          name={profile.full_name}
          src={profile.avatar_url}
          size="xl"
          alt={t("hero.photoAlt", { name: profile.full_name })}
        />
        <div className="grid gap-1">
          <h1 className="font-display font-semibold text-2xl text-foreground">{profile.full_name}</h1>
          <p className="flex items-center justify-center gap-1.5 text-muted-foreground text-sm">
            <Ban aria-hidden className="size-4" /> {t("limited.blocked")}
          </p>
        </div>
        <p className="text-muted-foreground text-sm">{t("limited.explain")}</p>
        <Button variant="outline" onClick={() => open({ kind: "unblock" })}>
          {t("limited.unblock")}
        </Button>
      </Card>
    </div>
  );
}
