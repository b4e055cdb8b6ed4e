import { formatCallDuration } from "@saheli/core/calls";
import type { Call } from "@saheli/core/contracts/calls";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { Mic, MicOff, Phone, PhoneOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useRealtimeTopic } from "@/lib/realtime";
import { callKeys } from "../api/calls";
import { useCallsT } from "../i18n";
import { type CallState, callSession, useCallState } from "../lib/call-session";

/**
 * Her calls wherever she is in the app (mounted once by the shell): the incoming-call dialog, the in-call bar
 * with mute, timer and hang up, and the other person's voice.
 */
export function CallHost({ userId }: { userId: string }) {
  const { t } = useCallsT();
  const state = useCallState();
  const queryClient = useQueryClient();
  useRealtimeTopic(`user:${userId}`);
  useEffect(() => callSession.attach(userId), [userId]);
  useEffect(
    () =>
      callSession.onEnded((call, byMe) => {
        void queryClient.invalidateQueries({ queryKey: callKeys.all });
        const words = byMe ? null : endedWords(t, call, userId);
        if (words) toast(words);
      }),
    [queryClient, userId, t],
  );
  return (
    <>
      <RemoteAudio stream={state.remoteStream} />
      {state.phase === "incoming" && state.call && <IncomingCall call={state.call} />}
      {state.phase !== "idle" && state.phase !== "incoming" && state.call && (
        <InCallBar state={state} userId={userId} />
      )}
    </>
  );
}

function endedWords(t: TFunction<"calls">, call: Call, me: string): string | null {
  const other = call.caller.id === me ? call.callee : call.caller;
  const name = other.full_name ?? t("host.she");
  if (call.status === "declined" && call.caller.id === me) return t("host.cantTake", { name });
  if (call.status === "missed" && call.caller.id === me) return t("host.noAnswer", { name });
  if (call.status === "ended") return t("host.ended");
  return null;
}

function RemoteAudio({ stream }: { stream: MediaStream | null }) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (audio.current) audio.current.srcObject = stream;
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: a live voice call has no captions to offer.
  return <audio ref={audio} autoPlay hidden />;
}

function IncomingCall({ call }: { call: Call }) {
  const { t } = useCallsT();
  const [busy, setBusy] = useState(false);
  const name = call.caller.full_name ?? t("host.aMember");
  const accept = async () => {
    setBusy(true);
    try {
      await callSession.accept();
    } catch (error) {
      toast.error(t("host.answerFailed"), { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && void callSession.decline()}>
      <DialogContent hideCloseButton className="max-w-sm text-center" aria-describedby="incoming-call-words">
        <div className="flex flex-col items-center gap-3">
          <Avatar name={name} src={call.caller.avatar_url} size="lg" />
          <DialogTitle className="font-display text-xl">{name}</DialogTitle>
          <DialogDescription id="incoming-call-words">{t("host.incoming")}</DialogDescription>
        </div>
        <div className="mt-2 flex justify-center gap-4">
          <Button variant="destructive" onClick={() => void callSession.decline()} disabled={busy}>
            <PhoneOff aria-hidden /> {t("host.decline")}
          </Button>
          <Button onClick={accept} disabled={busy} autoFocus>
            <Phone aria-hidden /> {t("host.accept")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function InCallBar({ state, userId }: { state: CallState; userId: string }) {
  const { t } = useCallsT();
  const call = state.call!;
  const other = call.caller.id === userId ? call.callee : call.caller;
  const name = other.full_name ?? t("host.member");
  return (
    <section
      aria-label={t("host.callWith", { name })}
      className={cn(
        // A phone's call banner sits on top; on a laptop it keeps clear of headers and the composer, bottom left.
        "fixed top-3 left-1/2 z-50 flex w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 items-center gap-3",
        "lg:top-auto lg:bottom-6 lg:left-6 lg:w-96 lg:translate-x-0",
        "rounded-2xl bg-foreground px-3 py-2 text-background shadow-overlay",
      )}
    >
      <Avatar name={name} src={other.avatar_url} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-sm">{name}</p>
        <p className="text-xs opacity-80" aria-live="polite" data-testid="call-status">
          <CallStatusText state={state} />
        </p>
      </div>
      <Button
        size="icon"
        variant="ghost"
        className="text-background hover:bg-background/15"
        aria-pressed={state.muted}
        aria-label={state.muted ? t("host.unmute") : t("host.mute")}
        onClick={() => callSession.toggleMute()}
        disabled={state.phase === "outgoing"}
      >
        {state.muted ? <MicOff aria-hidden /> : <Mic aria-hidden />}
      </Button>
      <Button
        size="icon"
        variant="destructive"
        aria-label={t("host.hangUp")}
        onClick={() => void callSession.hangUp()}
      >
        <PhoneOff aria-hidden />
      </Button>
    </section>
  );
}

function CallStatusText({ state }: { state: CallState }) {
  const { t } = useCallsT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (state.phase !== "connected") return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);
  if (state.phase === "outgoing") return t("host.calling");
  if (state.phase === "connecting") return t("host.connecting");
  const seconds = state.connectedAt ? (now - state.connectedAt) / 1000 : 0;
  return <time>{formatCallDuration(seconds)}</time>;
}
