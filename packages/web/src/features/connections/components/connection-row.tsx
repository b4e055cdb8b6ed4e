import { type OAuthPlatform, OAuthPlatformNames } from "@saheli/core/connections";
import { CalendarDays, RefreshCw, Video } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useDisconnect } from "../api/disconnect";
import { useConnectionStatus } from "../api/get-connection-status";
import { useStartConnection } from "../api/start-connection";
import { connectionState } from "../lib/connection-state";

const icons = { zoom: Video, google: CalendarDays } as const;

/** One provider on her settings page: its status, Connect or Reconnect, and Disconnect after asking. */
export function ConnectionRow({ platform, returnTo }: { platform: OAuthPlatform; returnTo: string }) {
  const status = useConnectionStatus(platform);
  const start = useStartConnection(platform);
  const disconnect = useDisconnect(platform);
  const [confirming, setConfirming] = useState(false);
  const name = OAuthPlatformNames[platform];
  const Icon = icons[platform];
  const headingId = `connection-${platform}`;

  let body: ReactNode;
  if (status.isPending) {
    body = (
      <div aria-busy className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-56" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-2">
        <p role="alert" className="text-destructive text-sm">
          {errorMessage(status.error)}
        </p>
        <Button
          size="sm"
          variant="outline"
          loading={status.isRefetching}
          onClick={() => void status.refetch()}
        >
          <RefreshCw aria-hidden /> Try again
        </Button>
      </div>
    );
  } else {
    const state = connectionState(status.data);
    body = (
      <>
        <div className="grid gap-1">
          <Badge variant={state.tone}>{state.label}</Badge>
          <p className="text-muted-foreground text-sm">{state.detail}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {state.canConnect && (
            <Button
              size="sm"
              loading={start.isPending}
              onClick={() => start.mutate(returnTo, { onError: (error) => toast.error(errorMessage(error)) })}
            >
              {state.connectLabel}
            </Button>
          )}
          {state.canDisconnect && (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <li aria-labelledby={headingId} className="flex gap-3 rounded-xl p-3 ring-1 ring-border">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-2">
        <h3 id={headingId} className="font-semibold">
          {name}
        </h3>
        {body}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disconnect ${name}?`}
        description={`Saheli forgets your ${name} connection. Meetings already made stay; new online bookings will say “The link will be sent by the seller” until you connect again.`}
        confirmLabel="Disconnect"
        pending={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(`${name} disconnected`);
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </li>
  );
}
