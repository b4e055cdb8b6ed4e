import { useQueryClient } from "@tanstack/react-query";
import { FolderPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSaveToCollection } from "@/lib/save-to-collection";
import { useMemberGate } from "@/lib/session/member-gate";
import { jobKeys } from "../api/keys";
import { useJobsT } from "../i18n";

/** "Save to a collection": saves the job (if she has not) into one of her collections on /saved. */
export function SaveToCollectionButton({ job }: { job: { id: string; title: string } }) {
  const { t } = useJobsT();
  const saveToCollection = useSaveToCollection();
  const gate = useMemberGate();
  const queryClient = useQueryClient();
  if (!saveToCollection) return null;
  const open = () => {
    if (!gate.allow()) return;
    saveToCollection({
      kind: "job",
      id: job.id,
      title: job.title,
      // A job in a collection is a saved job: its Save button and her saved jobs show it.
      onSaved: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all }),
    });
  };
  return (
    <Button variant="ghost" size="sm" onClick={open}>
      <FolderPlus aria-hidden /> {t("save.toCollection")}
    </Button>
  );
}
