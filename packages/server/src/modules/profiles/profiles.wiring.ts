import type { App } from "../../app.js";
import { graphService } from "../people/graph.service.js";
import { itemsService } from "./items.service.js";
import { profileMediaService } from "./profile-media.service.js";
import { profilesService } from "./profiles.service.js";

/** The profile services, built once from the app's adapters. */
export function profileServices(app: App) {
  const { database, clock, storage } = app.deps;
  const db = database.db;
  const graph = graphService({ db, clock });
  const items = itemsService({ db, clock, graph });
  return {
    items,
    media: profileMediaService({ db, clock, storage }),
    profiles: profilesService({ db, clock, storage, graph, items, log: app.log }),
  };
}
