import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/connect.js";
import { accountService, PURGE_JOB, type PurgeJob } from "./modules/account/account.service.js";
import type { AuthServices } from "./modules/auth/auth.wiring.js";
import { categoriesService } from "./modules/categories/categories.service.js";
import { chatService } from "./modules/chat/chat.service.js";
import { chatFiles } from "./modules/chat/chat-files.service.js";
import { engagementService } from "./modules/feed/engagement.service.js";
import { eventsService } from "./modules/feed/events.service.js";
import { keepService } from "./modules/feed/keep.service.js";
import { pollsService } from "./modules/feed/polls.service.js";
import { PUBLISH_JOB, type PublishJob, postsService } from "./modules/feed/posts.service.js";
import { groupsService } from "./modules/groups/groups.service.js";
import { homeService } from "./modules/home/home.service.js";
import { featuringService } from "./modules/listings/featuring.service.js";
import { listingsService } from "./modules/listings/listings.service.js";
import { similarListingsCache } from "./modules/listings/similar-cache.js";
import { vendorListingsService } from "./modules/listings/vendor-listings.service.js";
import { locationsService } from "./modules/locations/locations.service.js";
import { sweepUpload, UPLOAD_SWEEP_JOB, type UploadSweepJob } from "./modules/media/pending-uploads.js";
import { uploadService } from "./modules/media/upload.service.js";
import { inboxService } from "./modules/notifications/inbox.service.js";
import { notificationsService } from "./modules/notifications/notifications.service.js";
import { preferencesService } from "./modules/notifications/preferences.service.js";
import {
  checkoutService,
  EXPIRE_CHECKOUT_JOB,
  type ExpireCheckoutJob,
} from "./modules/orders/checkout.service.js";
import { documentsService } from "./modules/orders/documents.service.js";
import { downloadsService } from "./modules/orders/downloads.service.js";
import { orderMoves } from "./modules/orders/order-moves.js";
import { orderNotices } from "./modules/orders/order-notices.js";
import { ordersService } from "./modules/orders/orders.service.js";
import { graphService } from "./modules/people/graph.service.js";
import { peopleService } from "./modules/people/people.service.js";
import { reportsService } from "./modules/people/reports.service.js";
import { itemsService } from "./modules/profiles/items.service.js";
import { profileMediaService } from "./modules/profiles/profile-media.service.js";
import { profilesService } from "./modules/profiles/profiles.service.js";
import type { PushService } from "./modules/push/push.service.js";
import { realtimeHub } from "./modules/realtime/hub.js";
import { topicAccess } from "./modules/realtime/topic-access.js";
import { reviewsService } from "./modules/reviews/reviews.service.js";
import { searchService } from "./modules/search/search.service.js";
import { cartService } from "./modules/shopping/cart.service.js";
import { wishlistService } from "./modules/shopping/wishlist.service.js";
import { shopFollowsService } from "./modules/shops/shop-follows.service.js";
import { shopsService } from "./modules/shops/shops.service.js";
import { reviewService } from "./modules/verification/review.service.js";
import { verificationService } from "./modules/verification/verification.service.js";
import type { Bus } from "./platform/bus.js";
import type { Clock } from "./platform/clock.js";
import { faceppCheck, reviewOnly } from "./platform/face-check.js";
import { type Geocoder, nominatimGeocoder } from "./platform/geocoder.js";
import type { Jobs } from "./platform/jobs.js";
import type { PaymentGateway } from "./platform/razorpay.js";
import type { Storage } from "./platform/storage.js";

/** The adapters every service is built from, chosen once in buildApp. */
export type Platform = {
  config: Config;
  database: Database;
  storage: Storage;
  bus: Bus;
  clock: Clock;
  jobs: Jobs;
  auth: AuthServices;
  push: PushService;
  paymentGateway: PaymentGateway | null;
  log: FastifyBaseLogger;
};

/**
 * Every service, built once at start-up from the platform's adapters: routes take them from `app.services`, and a
 * module reaches another only through the service handed to it here.
 */
export function buildServices(platform: Platform) {
  const { config, database, storage, bus, clock, jobs, auth, push, paymentGateway, log } = platform;
  const { db } = database;

  const notifications = notificationsService({ db, clock, bus, push, log });
  const graph = graphService({ db, clock });
  const items = itemsService({ db, clock, graph });
  const uploads = uploadService({ storage, clock });
  const categoryCounts = categoriesService();
  const shops = shopsService({ db, clock, categoryCounts });
  const cart = cartService({ db, clock });
  // One cache of similar listings, forgotten by any listing write of this node.
  const similar = similarListingsCache(db, clock);
  const feedDeps = { db, clock, bus, notifications };
  const files = chatFiles({ db, storage, clock });
  const chat = chatService({ db, clock, bus, files });
  const posts = postsService({ ...feedDeps, jobs });
  const moves = orderMoves({ clock, gateway: paymentGateway });
  const notices = orderNotices({
    db,
    bus,
    notifications,
    mailer: auth.mailer,
    publicUrl: config.publicUrl,
    log,
  });
  const orders = ordersService({ db, clock, moves, notices, cart });

  return {
    notifications,
    inbox: inboxService({ db, clock, bus, chat, pendingOrders: orders.pendingCount }),
    notificationPreferences: preferencesService({ db, clock }),
    account: accountService({ db, clock, storage, jobs, sessions: auth.sessions, graph }),
    graph,
    people: peopleService({ db }),
    reports: reportsService({ db, clock }),
    items,
    profiles: profilesService({ db, clock, storage, graph, items, log }),
    profileMedia: profileMediaService({ db, clock, storage }),
    verification: verificationService({ db, clock, storage, faceCheck: faceCheckOf(config), log }),
    verificationReview: reviewService({
      db,
      clock,
      storage,
      mailer: auth.mailer,
      publicUrl: config.publicUrl,
      log,
    }),
    posts,
    engagement: engagementService(feedDeps),
    polls: pollsService({ db, clock }),
    keep: keepService({ db, clock }),
    events: eventsService({ db, clock }),
    groups: groupsService({ db, clock, posts }),
    uploads,
    chat,
    chatFiles: files,
    realtime: { hub: realtimeHub(bus), access: topicAccess(db) },
    home: homeService({ db }),
    search: searchService({ db, clock }),
    shops,
    shopFollows: shopFollowsService({ db, clock, notifications }),
    listings: listingsService({ db, clock, bus, similar, shops, categoryCounts }),
    vendorListings: vendorListingsService({ db, clock, bus, similar, shops, categoryCounts }),
    featuring: featuringService({ db, clock, bus }),
    reviews: reviewsService({ db, clock, bus, notifications }),
    cart,
    wishlist: wishlistService({ db, clock, cart }),
    checkout: checkoutService({
      db,
      clock,
      jobs,
      gateway: paymentGateway,
      moves,
      notices,
      codMaxOrder: config.codMaxOrder,
      log,
    }),
    orders,
    downloads: downloadsService({ db, clock, storage, orders }),
    orderDocuments: documentsService({ db, orders }),
    locations: locationsService({ db, clock }),
    geocoder: geocoderOf(config),
  };
}

export type Services = ReturnType<typeof buildServices>;

/** Every background job and the service that works it, registered in one place. */
export async function registerJobs(
  services: Services,
  { jobs, database, storage, clock }: Pick<Platform, "jobs" | "database" | "storage" | "clock">,
) {
  await jobs.register<UploadSweepJob>(UPLOAD_SWEEP_JOB, async ({ path }) => {
    await sweepUpload(database.db, storage, clock, path);
  });
  await jobs.register<PurgeJob>(PURGE_JOB, async ({ userId }) => {
    await services.account.purgeIfDue(userId);
  });
  await jobs.register<PublishJob>(PUBLISH_JOB, async ({ postId }) => {
    await services.posts.publishDue(postId);
  });
  await jobs.register<ExpireCheckoutJob>(EXPIRE_CHECKOUT_JOB, async ({ checkoutId }) => {
    await services.checkout.expire(checkoutId);
  });
}

function faceCheckOf(config: Config) {
  return config.verification.provider === "facepp" ? faceppCheck(config.verification.facepp) : reviewOnly;
}

function geocoderOf(config: Config): Geocoder | null {
  return config.geocoderUrl
    ? nominatimGeocoder(config.geocoderUrl, `Saheli/${config.version} (${config.publicUrl})`)
    : null;
}
