import { connectionRequestSchema } from "@saheli/core/contracts/people";
import { CONNECTION_MESSAGE_MAX } from "@saheli/core/people";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useSendConnectionRequest } from "../api/send-connection-request";
import { errorMessage } from "../lib/error-message";
import { FormDialog } from "./form-dialog";

type ConnectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: { id: string; full_name: string };
};

/** A connection request with an optional note (≤ 300 characters, decision 005). */
export function ConnectDialog({ open, onOpenChange, person }: ConnectDialogProps) {
  const id = useId();
  const formId = `${id}-form`;
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendConnectionRequest();
  const length = message.trim().length;
  const over = length > CONNECTION_MESSAGE_MAX;
  const firstName = person.full_name.split(/\s+/)[0] || person.full_name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = connectionRequestSchema.safeParse({ receiver_id: person.id, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check the note");
      return;
    }
    setError(null);
    send.mutate(
      { receiver_id: person.id, message: message.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(`Request sent to ${firstName}`);
          onOpenChange(false);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Connect with ${person.full_name}`}
      description="Connections can see each other's updates and follow each other. A short note helps her remember you."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={send.isPending} disabled={over}>
            Send request
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Add a note (optional)</Label>
        <Textarea
          id={`${id}-note`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={`Hi ${firstName}, I'd love to connect…`}
          aria-invalid={over || error !== null || undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        />
        <p
          id={`${id}-count`}
          className={cn(
            "text-right text-xs tabular-nums",
            over ? "text-destructive" : "text-muted-foreground",
          )}
        >
          {length}/{CONNECTION_MESSAGE_MAX}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </form>
    </FormDialog>
  );
}
