import type { Db } from "../../db/connect.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { Mailer } from "../../platform/messaging.js";
import type { Storage } from "../../platform/storage.js";
import type { notificationsService } from "../notifications/notifications.service.js";
import { curationService } from "./curation.service.js";
import { figuresService } from "./figures.service.js";
import { moderationService } from "./moderation.service.js";
import { adminPeopleService } from "./people.service.js";

export type AdminDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  storage: Storage;
  sessions: { revokeAll(userId: string): Promise<void> };
  notifications: Pick<ReturnType<typeof notificationsService>, "notify">;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
};

/** The admin dashboard's services (issue 23 §2), built once in composition.ts. */
export function adminServices(deps: AdminDeps) {
  const people = adminPeopleService(deps);
  return {
    people,
    moderation: moderationService({ ...deps, people }),
    curation: curationService(deps),
    figures: figuresService(deps),
  };
}

export type AdminServices = ReturnType<typeof adminServices>;
