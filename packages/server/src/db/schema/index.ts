// The Drizzle schema, one file per area; drizzle-kit and the client both read this list.
export * from "./auth.js";
export * from "./categories.js";
export * from "./engagement.js";
export * from "./events.js";
export * from "./groups.js";
export * from "./listings.js";
export * from "./locations.js";
export * from "./notifications.js";
export * from "./people.js";
export * from "./polls.js";
export * from "./posts.js";
export * from "./profile-details.js";
export * from "./profiles.js";
export * from "./reviews.js";
export * from "./shopping.js";
export * from "./shops.js";
export * from "./verification.js";
