import { Phone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useCallsT } from "../i18n";
import { callSession, useCallState } from "../lib/call-session";

/** "Call {name}": rings one of her connections (the server says why not, if not). */
export function CallButton({
  personId,
  name,
  variant = "ghost",
}: {
  personId: string;
  name: string;
  variant?: "ghost" | "outline";
}) {
  const { t } = useCallsT();
  const { phase } = useCallState();
  const [starting, setStarting] = useState(false);
  const call = async () => {
    setStarting(true);
    try {
      await callSession.start(personId);
    } catch (error) {
      toast.error(t("button.failed"), { description: (error as Error).message });
    } finally {
      setStarting(false);
    }
  };
  return (
    <Button
      size="icon"
      variant={variant}
      aria-label={t("button.call", { name })}
      title={t("button.call", { name })}
      onClick={call}
      disabled={starting || phase !== "idle"}
    >
      <Phone aria-hidden />
    </Button>
  );
}
