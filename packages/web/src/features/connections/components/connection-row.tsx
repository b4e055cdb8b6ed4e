import { OAuthMessages, type OAuthPlatform, OAuthPlatformNames } from "@saheli/core/connections";
import type { ConnectionStatus } from "@saheli/core/contracts/connections";
import type { TFunction } from "i18next";
import { CalendarDays, RefreshCw, Video } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { messageIn } from "@/lib/i18n/i18n";
import { useDisconnect } from "../api/disconnect";
import { useConnectionStatus } from "../api/get-connection-status";
import { useStartConnection } from "../api/start-connection";
import { useConnectionsT } from "../i18n";
import { type ConnectionState, connectionState } from "../lib/connection-state";

const icons = { zoom: Video, google: CalendarDays } as const;

/** A state's badge, line and connect button in her language (core's refusals through its message catalogue). */
function stateWords(t: TFunction<"connections">, state: ConnectionState, status: ConnectionStatus) {
  const name = OAuthPlatformNames[status.platform];
  const connected = status.account_email
    ? t("state.connectedAs", { email: status.account_email })
    : t("state.connectedNoEmail");
  const detail = {
    unavailable: () => t("state.unavailableDetail", { name }),
    disconnected: () => t("state.disconnectedDetail"),
    reconnect: () => messageIn(OAuthMessages.refreshExpired),
    expired: () => messageIn(OAuthMessages.noRefreshToken),
    expiring: () => `${connected} ${messageIn(OAuthMessages.noRefreshToken)}`,
    connected: () => `${connected} ${t("state.linksMade")}`,
  }[state.kind]();
  const firstTime = state.kind === "unavailable" || state.kind === "disconnected";
  return {
    label: t(`state.${state.kind}`),
    detail,
    connectLabel: firstTime ? t("row.connect", { name }) : t("row.reconnect", { name }),
  };
}

/** One provider on her settings page: its status, Connect or Reconnect, and Disconnect after asking. */
export function ConnectionRow({ platform, returnTo }: { platform: OAuthPlatform; returnTo: string }) {
  const { t } = useConnectionsT();
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
          <RefreshCw aria-hidden /> {t("row.tryAgain")}
        </Button>
      </div>
    );
  } else {
    const state = connectionState(status.data);
    const words = stateWords(t, state, status.data);
    body = (
      <>
        <div className="grid gap-1">
          <Badge variant={state.tone}>{words.label}</Badge>
          <p className="text-muted-foreground text-sm">{words.detail}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {state.canConnect && (
            <Button
              size="sm"
              loading={start.isPending}
              onClick={() => start.mutate(returnTo, { onError: (error) => toast.error(errorMessage(error)) })}
            >
              {words.connectLabel}
            </Button>
          )}
          {state.canDisconnect && (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              {t("row.disconnect")}
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
        title={t("row.disconnectTitle", { name })}
        description={t("row.disconnectText", { name, fallback: t("section.fallback") })}
        confirmLabel={t("row.disconnect")}
        pending={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t("row.disconnected", { name }));
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </li>
  );
}
