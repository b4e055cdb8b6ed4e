import { Phone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
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
  const { phase } = useCallState();
  const [starting, setStarting] = useState(false);
  const call = async () => {
    setStarting(true);
    try {
      await callSession.start(personId);
    } catch (error) {
      toast.error("Couldn't start the call", { description: (error as Error).message });
    } finally {
      setStarting(false);
    }
  };
  return (
    <Button
      size="icon"
      variant={variant}
      aria-label={`Call ${name}`}
      title={`Call ${name}`}
      onClick={call}
      disabled={starting || phase !== "idle"}
    >
      <Phone aria-hidden />
    </Button>
  );
}
