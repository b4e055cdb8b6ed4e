import { CONNECTIONS_HOME, type OAuthPlatform, OAuthPlatformNames } from "@saheli/core/connections";
import { ConnectionWords } from "@saheli/core/i18n/notices/commerce";
import { say } from "@saheli/core/i18n/notices/words";
import type { Config } from "../../config.js";
import type { Db } from "../../db/connect.js";
import type { Clock } from "../../platform/clock.js";
import type { SecretKey } from "../../platform/secrets.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { ShopsService } from "../shops/shops.service.js";
import { connectionsService } from "./connections.service.js";
import { meetingsService } from "./meetings.service.js";
import { videoProviders } from "./providers.js";
import { tokenStore } from "./token-store.js";

export type ConnectionsWiring = {
  config: Pick<Config, "vendorConnections" | "publicUrl">;
  db: Db;
  clock: Clock;
  secretKey: SecretKey | null;
  notifications: Pick<NotificationsService, "notify">;
  shops: Pick<ShopsService, "openShopOf">;
  log: { warn(obj: object, msg: string): void };
};

/** The words she reads when a provider refused to renew her connection. */
export function reconnectNotice(platform: OAuthPlatform) {
  const name = OAuthPlatformNames[platform];
  return {
    title: say(ConnectionWords.reconnect, { name }),
    message: say(ConnectionWords.reconnectText, { name }),
  };
}

/** The connections and the meetings made with them, from one token store. */
export function connectionsServices({
  config,
  db,
  clock,
  secretKey,
  notifications,
  shops,
  log,
}: ConnectionsWiring) {
  const providers = videoProviders(config.vendorConnections);
  const tokens = tokenStore({
    db,
    clock,
    key: secretKey,
    providers,
    log,
    async onInvalid(userId, platform) {
      const shop = await shops.openShopOf(userId);
      await notifications.notify({
        recipientIds: [userId],
        actorId: null,
        type: "system",
        ...reconnectNotice(platform),
        actionUrl: CONNECTIONS_HOME,
        contextType: "shop",
        contextId: shop?.id ?? userId,
        repeatable: true,
      });
    },
  });
  return {
    connections: connectionsService({
      db,
      clock,
      providers,
      tokens,
      shops,
      publicUrl: config.publicUrl,
      log,
    }),
    meetings: meetingsService({ providers, tokens, log }),
  };
}
