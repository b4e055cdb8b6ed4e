import type { Education, Experience, ProfilePage, Skill } from "@saheli/core/contracts/profiles";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConnectDialog } from "@/lib/connections/connect-dialog";
import { errorMessage } from "@/lib/error-message";
import { useDeleteSectionItem } from "../api/delete-section-item";
import type { ProfileSection } from "../api/section-path";
import { useProfilesT } from "../i18n";
import { BlockDialog } from "./block-dialogs";
import { ConfirmDialog } from "./confirm-dialog";
import { ConnectionDialog } from "./connection-dialogs";
import { EditProfileDialog } from "./edit-profile-dialog";
import { EducationDialog } from "./education-dialog";
import { ExperienceDialog } from "./experience-dialog";
import { ReportDialog } from "./report-dialog";
import { SkillDialog } from "./skill-dialog";

export type ProfileDialogRequest =
  | { kind: "edit" }
  | { kind: "connect" }
  | { kind: "withdraw" }
  | { kind: "disconnect" }
  | { kind: "report" }
  | { kind: "block" }
  | { kind: "unblock" }
  | { kind: "experience"; item?: Experience }
  | { kind: "education"; item?: Education }
  | { kind: "skill"; item?: Skill }
  | { kind: "delete-item"; section: ProfileSection; itemId: string; name: string };

type OpenDialog = (request: ProfileDialogRequest) => void;

const ProfileDialogContext = createContext<OpenDialog | null>(null);

/** Opens one of the profile's dialogs (edit, connect, report, block, list items…). */
export function useProfileDialog(): OpenDialog {
  const open = useContext(ProfileDialogContext);
  if (!open) throw new Error("useProfileDialog needs a ProfileDialogsProvider");
  return open;
}

/**
 * Holds the one open dialog for a profile. The page and the shell's profile header each have one, so both
 * offer the same real actions. Each opening gets a fresh dialog (a new key), closing keeps its exit animation.
 */
export function ProfileDialogsProvider({
  page,
  children,
}: {
  page: ProfilePage | undefined;
  children: ReactNode;
}) {
  const [request, setRequest] = useState<ProfileDialogRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [serial, setSerial] = useState(0);
  const openDialog = useCallback<OpenDialog>((next) => {
    setRequest(next);
    setSerial((n) => n + 1);
    setOpen(true);
  }, []);
  return (
    <ProfileDialogContext.Provider value={openDialog}>
      {children}
      {page && request && (
        <ActiveDialog key={serial} page={page} request={request} open={open} onOpenChange={setOpen} />
      )}
    </ProfileDialogContext.Provider>
  );
}

type ActiveDialogProps = {
  page: ProfilePage;
  request: ProfileDialogRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function ActiveDialog({ page, request, open, onOpenChange }: ActiveDialogProps) {
  const { profile, relation } = page;
  const common = { open, onOpenChange };
  switch (request.kind) {
    case "edit":
      return (
        <EditProfileDialog
          {...common}
          profile={profile}
          usernameNextChangeAt={page.username_next_change_at ?? null}
        />
      );
    case "connect":
      return <ConnectDialog {...common} person={profile} />;
    case "withdraw":
    case "disconnect":
      return relation?.connection_id ? (
        <ConnectionDialog
          {...common}
          person={profile}
          connectionId={relation.connection_id}
          pending={request.kind === "withdraw"}
        />
      ) : null;
    case "report":
      return <ReportDialog {...common} person={profile} />;
    case "block":
    case "unblock":
      return <BlockDialog {...common} person={profile} block={request.kind === "block"} />;
    case "experience":
      return <ExperienceDialog {...common} profileId={profile.id} item={request.item} />;
    case "education":
      return <EducationDialog {...common} profileId={profile.id} item={request.item} />;
    case "skill":
      return <SkillDialog {...common} profileId={profile.id} item={request.item} />;
    case "delete-item":
      return <DeleteItemDialog {...common} profileId={profile.id} request={request} />;
  }
}

function DeleteItemDialog({
  open,
  onOpenChange,
  profileId,
  request,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  request: Extract<ProfileDialogRequest, { kind: "delete-item" }>;
}) {
  const { t } = useProfilesT();
  const remove = useDeleteSectionItem();
  const confirm = () =>
    remove.mutate(
      { profileId, section: request.section, itemId: request.itemId },
      {
        onSuccess: () => {
          toast.success(t("deleteItem.done", { name: request.name }));
          onOpenChange(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive
      title={t("deleteItem.title", { name: request.name })}
      description={t("deleteItem.description")}
      confirmLabel={t("deleteItem.confirm")}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
