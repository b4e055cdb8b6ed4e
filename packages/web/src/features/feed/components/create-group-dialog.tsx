import { GroupLimits } from "@saheli/core/groups";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useMemberGate } from "@/lib/session/member-gate";
import { useCreateGroup } from "../api/groups";
import { useFeedT } from "../i18n";

/** A name and what the group is for; she becomes its admin and lands on its page. */
export function CreateGroupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const create = useCreateGroup();
  const gate = useMemberGate();
  const navigate = useNavigate();
  const { t } = useFeedT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: (group) => {
          toast.success(t("createGroup.created"));
          onOpenChange(false);
          navigate(`/community/groups/${group.slug}`);
        },
        onError: (error) => gate.handled(error) && onOpenChange(false),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("createGroup.title")}</DialogTitle>
            <DialogDescription>{t("createGroup.description")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="group-name">{t("createGroup.name")}</Label>
            <Input
              id="group-name"
              value={name}
              maxLength={GroupLimits.nameMax}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="group-description">{t("createGroup.purpose")}</Label>
            <Textarea
              id="group-description"
              value={description}
              maxLength={GroupLimits.descriptionMax}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          {create.error && !create.isPending && (
            <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
              {create.error.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t("createGroup.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={name.trim().length < GroupLimits.nameMin}
              loading={create.isPending}
            >
              {t("createGroup.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
