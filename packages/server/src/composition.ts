import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/connect.js";
import { accountService, PURGE_JOB, type PurgeJob } from "./modules/account/account.service.js";
import {
  DATA_EXPORT_EXPIRE_JOB,
  DATA_EXPORT_JOB,
  type DataExportJob,
  dataExportService,
} from "./modules/account/data-export.service.js";
import { adminServices } from "./modules/admin/admin.wiring.js";
import { aiComposeService } from "./modules/ai-compose/ai-compose.service.js";
import { assistantService } from "./modules/assistant/assistant.service.js";
import type { AuthServices } from "./modules/auth/auth.wiring.js";
import { availabilityService } from "./modules/bookings/availability.service.js";
import { bookingMeetings } from "./modules/bookings/booking-meetings.js";
import { bookingNotices, withBookingNotices } from "./modules/bookings/booking-notices.js";
import {
  BOOKING_CAPTURE_JOB,
  BOOKING_DECIDE_JOB,
  BOOKING_REMINDER_JOB,
  BOOKING_SWEEP_JOB,
  type BookingCaptureJob,
  type BookingDecideJob,
  type BookingReminderJob,
  bookingsService,
} from "./modules/bookings/bookings.service.js";
import { callsService } from "./modules/calls/calls.service.js";
import { categoriesService } from "./modules/categories/categories.service.js";
import { chatService } from "./modules/chat/chat.service.js";
import { chatFiles } from "./modules/chat/chat-files.service.js";
import { connectionsServices } from "./modules/connections/connections.wiring.js";
import { coworkingService } from "./modules/coworking/coworking.service.js";
import { engagementService } from "./modules/feed/engagement.service.js";
import { eventsService } from "./modules/feed/events.service.js";
import { keepService } from "./modules/feed/keep.service.js";
import { pollsService } from "./modules/feed/polls.service.js";
import { postExtrasService } from "./modules/feed/post-extras.service.js";
import { PUBLISH_JOB, type PublishJob, postsService } from "./modules/feed/posts.service.js";
import { groupsService } from "./modules/groups/groups.service.js";
import { homeService } from "./modules/home/home.service.js";
import { applicationsService } from "./modules/jobs/applications.service.js";
import { jobsService } from "./modules/jobs/jobs.service.js";
import { languageService } from "./modules/language/language.service.js";
import { legalService } from "./modules/legal/legal.service.js";
import { privacyChoicesService } from "./modules/legal/privacy-choices.service.js";
import { linkPreviewService } from "./modules/link-preview/link-preview.service.js";
import { featuringService } from "./modules/listings/featuring.service.js";
import { listingsService } from "./modules/listings/listings.service.js";
import { productDetailsService } from "./modules/listings/product-details.service.js";
import { similarListingsCache } from "./modules/listings/similar-cache.js";
import { stockCsvService } from "./modules/listings/stock-csv.service.js";
import { vendorListingsService } from "./modules/listings/vendor-listings.service.js";
import { locationsService } from "./modules/locations/locations.service.js";
import { sweepUpload, UPLOAD_SWEEP_JOB, type UploadSweepJob } from "./modules/media/pending-uploads.js";
import { uploadService } from "./modules/media/upload.service.js";
import { musicService } from "./modules/music/music.service.js";
import { youtubeCatalogue } from "./modules/music/youtube.client.js";
import {
  NEWSLETTER_MAIL_JOB,
  type NewsletterMailJob,
  newsletterService,
} from "./modules/newsletter/newsletter.service.js";
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
import { placesService } from "./modules/places/places.service.js";
import { nominatimVenues } from "./modules/places/venue-search.js";
import { itemsService } from "./modules/profiles/items.service.js";
import { profileMediaService } from "./modules/profiles/profile-media.service.js";
import { profilesService } from "./modules/profiles/profiles.service.js";
import type { PushService } from "./modules/push/push.service.js";
import { realtimeHub } from "./modules/realtime/hub.js";
import { topicAccess } from "./modules/realtime/topic-access.js";
import { reviewsService } from "./modules/reviews/reviews.service.js";
import { savedService } from "./modules/saved/saved.service.js";
import { listingSaver, postSaver } from "./modules/saved/savers.js";
import { searchService } from "./modules/search/search.service.js";
import { ledgerRecorder, RELEASE_JOB, type ReleaseJob } from "./modules/shepay/ledger-recorder.js";
import { payoutVault, type SecretBox, unsealable } from "./modules/shepay/payout-vault.js";
import { payoutsAdminService } from "./modules/shepay/payouts-admin.service.js";
import { razorpayxPayoutsService } from "./modules/shepay/razorpayx-payouts.service.js";
import { shepayService } from "./modules/shepay/shepay.service.js";
import {
  STATEMENTS_JOB,
  type StatementsJob,
  statementMailService,
} from "./modules/shepay/statement-mail.service.js";
import {
  WEEKLY_PAYOUTS_JOB,
  type WeeklyPayoutsJob,
  weeklyPayoutsService,
} from "./modules/shepay/weekly-payouts.service.js";
import { cartService } from "./modules/shopping/cart.service.js";
import { wishlistService } from "./modules/shopping/wishlist.service.js";
import { shopFollowsService } from "./modules/shops/shop-follows.service.js";
import { shopFrontService } from "./modules/shops/shop-front.service.js";
import { shopsService } from "./modules/shops/shops.service.js";
import { helpCentreService } from "./modules/support/help.service.js";
import { supportTicketsService } from "./modules/support/tickets.service.js";
import { insightsService } from "./modules/vendor-insights/insights.service.js";
import { productViewsService } from "./modules/vendor-insights/product-views.service.js";
import { reviewService } from "./modules/verification/review.service.js";
import { verificationService } from "./modules/verification/verification.service.js";
import type { Bus } from "./platform/bus.js";
import { chatCompletionsModel } from "./platform/chat-model.js";
import type { Clock } from "./platform/clock.js";
import { faceppCheck, reviewOnly } from "./platform/face-check.js";
import { type Geocoder, nominatimGeocoder } from "./platform/geocoder.js";
import type { Jobs } from "./platform/jobs.js";
import { type PaymentGateway, razorpayxPayouts } from "./platform/razorpay.js";
import { safeFetcher } from "./platform/safe-fetch.js";
import { openSecret, type SecretKey, sealSecret, secretKeyFor } from "./platform/secrets.js";
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
  const jobBoard = jobsService({ db, clock, shops });
  const keep = keepService({ db, clock });
  const wishlist = wishlistService({ db, clock, cart });
  const search = searchService({ db, clock });
  // One cache of similar listings, forgotten by any listing write of this node.
  const similar = similarListingsCache(db, clock);
  const feedDeps = { db, clock, bus, notifications };
  const files = chatFiles({ db, storage, clock });
  const chat = chatService({ db, clock, bus, files });
  // Link cards (issue 21 §1): pages fetched only through the SSRF-safe client.
  const linkPreviews = linkPreviewService({
    db,
    clock,
    storage,
    fetch: safeFetcher({ allowedHosts: config.linkPreview.allowedHosts }),
    settings: config.linkPreview,
    log,
  });
  const posts = postsService({ ...feedDeps, jobs, linkPreviews });
  const moves = orderMoves({ clock, gateway: paymentGateway });
  const bookingAnnouncer = bookingNotices({
    db,
    bus,
    notifications,
    mailer: auth.mailer,
    publicUrl: config.publicUrl,
    log,
  });
  // Orders that are bookings are told about in words about a time (booking notices), every other order as before.
  const notices = withBookingNotices(
    orderNotices({
      db,
      bus,
      notifications,
      mailer: auth.mailer,
      publicUrl: config.publicUrl,
      log,
    }),
    bookingAnnouncer,
    log,
  );
  // Her cookie and analytics choices (issue 22 §3), asked by every analytics record.
  const privacyChoices = privacyChoicesService({
    db,
    clock,
    secure: config.publicUrl.startsWith("https://"),
  });
  const orders = ordersService({ db, clock, moves, notices, cart });
  // Seals secrets kept at rest (vendors' OAuth tokens): TOKEN_ENCRYPTION_KEY, or DATA_DIR's key outside production.
  const secretKey = secretKeyFor(config);
  const videoConnections = connectionsServices({ config, db, clock, secretKey, notifications, shops, log });
  // SHEPay's ledger writes its entries inside every order move's transaction.
  const shepayLedger = ledgerRecorder({ db, clock, jobs, log });
  moves.listen(shepayLedger.onMove);
  const vault = payoutVault(secretBoxOf(secretKey));
  const shepay = shepayService({ db, clock, vault });
  const shepayAdmin = payoutsAdminService({
    db,
    clock,
    vault,
    notifications,
    mailer: auth.mailer,
    publicUrl: config.publicUrl,
    log,
    razorpayx: Boolean(config.razorpay && config.razorpayxAccountNumber),
  });
  // SHEPay payouts through RazorpayX when RAZORPAYX_ACCOUNT_NUMBER is set; by hand otherwise.
  const shepayPayouts = razorpayxPayoutsService({
    db,
    clock,
    vault,
    gateway:
      config.razorpay && config.razorpayxAccountNumber
        ? razorpayxPayouts({ ...config.razorpay, accountNumber: config.razorpayxAccountNumber })
        : null,
    tell: shepayAdmin.tell,
    log,
  });
  const checkout = checkoutService({
    db,
    clock,
    jobs,
    gateway: paymentGateway,
    moves,
    notices,
    codMaxOrder: config.codMaxOrder,
    log,
  });
  // A booking is an order of a service: its order's moves drive it, in the move's transaction.
  const bookings = bookingsService({
    db,
    clock,
    jobs,
    checkout,
    moves,
    notices: bookingAnnouncer,
    onlinePayments: paymentGateway !== null,
    log,
  });
  moves.listen(bookings.onOrderMoved);
  // The meeting link of a confirmed online booking: made, moved and removed with it, before anyone is told.
  bookingAnnouncer.listen(bookingMeetings({ db, meetings: videoConnections.meetings, log }).onChange);

  return {
    notifications,
    inbox: inboxService({ db, clock, bus, chat, pendingOrders: orders.pendingCount }),
    notificationPreferences: preferencesService({ db, clock }),
    /** The admin dashboard: figures, people, moderation, curation, audit log (issue 23 §2). */
    admin: adminServices({
      db,
      clock,
      bus,
      storage,
      sessions: auth.sessions,
      notifications,
      mailer: auth.mailer,
      publicUrl: config.publicUrl,
      log,
    }),
    account: accountService({ db, clock, storage, jobs, sessions: auth.sessions, graph }),
    /** "Download my data": her archive made by a job, offered for 7 days (issue 22 §4). */
    dataExports: dataExportService({
      db,
      clock,
      storage,
      jobs,
      mailer: auth.mailer,
      publicUrl: config.publicUrl,
      log,
    }),
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
    linkPreviews,
    engagement: engagementService(feedDeps),
    polls: pollsService({ db, clock }),
    /** Post versions, who reacted, her engagement rate (issue 21 §6). */
    postExtras: postExtrasService({ db, clock }),
    keep,
    events: eventsService({ db, clock }),
    groups: groupsService({ db, clock, posts }),
    uploads,
    chat,
    chatFiles: files,
    realtime: { hub: realtimeHub(bus), access: topicAccess(db) },
    /** One-to-one voice calls between connections; WebRTC signalling relayed through the gateway (issue 23 §5). */
    calls: callsService({ db, clock, bus, notifications, turn: config.turn, log }),
    home: homeService({ db }),
    search,
    /** The help centre and its versioned articles, and "Talk to a person" support tickets (issue 22). */
    helpCentre: helpCentreService({ db, clock, grievanceOfficer: config.grievanceOfficer }),
    supportTickets: supportTicketsService({
      db,
      clock,
      notifications,
      mailer: auth.mailer,
      publicUrl: config.publicUrl,
      log,
    }),
    shops,
    shopFollows: shopFollowsService({ db, clock, notifications }),
    listings: listingsService({ db, clock, bus, similar, shops, categoryCounts }),
    vendorListings: vendorListingsService({ db, clock, bus, similar, shops, categoryCounts }),
    productDetails: productDetailsService({ db, clock, categoryCounts }),
    stockCsv: stockCsvService({ db, clock, bus, similar, shops }),
    shopFront: shopFrontService({ db, clock }),
    featuring: featuringService({ db, clock, bus }),
    reviews: reviewsService({ db, clock, bus, notifications }),
    /** Her shop's Analytics, Customers and Reviews (issue 19 §1), and the product views they count. */
    insights: insightsService({ db, clock, bus, notifications, publicUrl: config.publicUrl }),
    // A signed-in reader is counted by her id only if she allowed analytics; otherwise like a visitor.
    productViews: productViewsService({
      db,
      clock,
      log,
      analyticsAllowed: (userId) => privacyChoices.allowsAnalytics(userId, undefined),
    }),
    cart,
    wishlist,
    /** `/saved`: her saved posts, listings and jobs in one list, and her collections of them (issue 23 §3). */
    saved: savedService({
      db,
      clock,
      savers: { post: postSaver(keep), listing: listingSaver(db, wishlist), job: jobBoard },
    }),
    checkout,
    orders,
    /** The support assistant (issue 22): help articles, her own orders, listings and posts; a model when AI_* is set. */
    assistant: assistantService({
      db,
      clock,
      orders,
      search,
      model: config.ai ? chatCompletionsModel(config.ai) : null,
      log,
    }),
    downloads: downloadsService({ db, clock, storage, orders }),
    orderDocuments: documentsService({ db, orders }),
    locations: locationsService({ db, clock }),
    /** Create with AI and writing suggestions (issue 21 §3): the model when AI_* is set, her own templates otherwise. */
    aiCompose: aiComposeService({
      db,
      clock,
      model: config.ai ? chatCompletionsModel(config.ai) : null,
      log,
    }),
    /** "Add Location" (issue 21 §4): offline Indian places; venues and reverse geocoding with GEOCODER_URL. */
    places: placesService({
      geocoder: geocoderOf(config),
      venues: config.geocoderUrl
        ? nominatimVenues(config.geocoderUrl, `Saheli/${config.version} (${config.publicUrl})`)
        : null,
      log,
    }),
    /** Policies (issue 22 §3): versions in effect, re-acceptance after a material change. */
    legal: legalService({ db, clock, grievanceOfficer: config.grievanceOfficer }),
    privacyChoices,
    /** Her language (issue 20): a cookie for everyone, her profile once she is signed in. */
    language: languageService({ db, secure: config.publicUrl.startsWith("https://") }),
    newsletter: newsletterService({ db, clock, mailer: auth.mailer, jobs, publicUrl: config.publicUrl, log }),
    geocoder: geocoderOf(config),
    /** Music search for the image editor (issue 21 §2): YouTube when YOUTUBE_API_KEY is set. */
    music: musicService({ catalogue: config.youtube ? youtubeCatalogue(config.youtube) : null, clock, log }),
    availability: availabilityService({ db, clock, onlinePayments: paymentGateway !== null }),
    bookings,
    bookingNotices: bookingAnnouncer,
    /** Co-working spaces: her services listed as spaces, found by city (issue 19 §5). */
    coworking: coworkingService({ db }),
    /** Jobs: posted by verified members and shops, searched, saved, applied to with a private CV (issue 23 §1). */
    jobBoard,
    jobApplications: applicationsService({ db, clock, storage, notifications, jobs: jobBoard }),
    connections: videoConnections.connections,
    /** Zoom meetings and Google Calendar events with a Meet link for bookings (modules/connections/meetings.service.ts). */
    meetings: videoConnections.meetings,
    shepayLedger,
    shepay,
    shepayStatements: statementMailService({
      db,
      clock,
      jobs,
      mailer: auth.mailer,
      publicUrl: config.publicUrl,
      statements: shepay,
      log,
    }),
    shepayAdmin,
    shepayPayouts,
    shepayWeekly: weeklyPayoutsService({
      db,
      clock,
      jobs,
      tell: shepayAdmin.tell,
      log,
      send: shepayPayouts.sendAutomatic,
    }),
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
  await jobs.register<DataExportJob>(DATA_EXPORT_JOB, async ({ exportId }) => {
    // A failed archive reads "failed" at once and she may ask again, rather than waiting on retries.
    await services.dataExports.prepare(exportId).catch(async (error) => {
      await services.dataExports.giveUp(exportId);
      throw error;
    });
  });
  await jobs.register<DataExportJob>(DATA_EXPORT_EXPIRE_JOB, async ({ exportId }) => {
    await services.dataExports.expire(exportId);
  });
  await jobs.register<NewsletterMailJob>(NEWSLETTER_MAIL_JOB, async (job) => {
    await services.newsletter.deliverQueued(job);
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
  await jobs.register<BookingReminderJob>(BOOKING_REMINDER_JOB, async ({ bookingId, kind, slotStart }) => {
    await services.bookings.remind(bookingId, kind, slotStart);
  });
  await jobs.register<BookingDecideJob>(BOOKING_DECIDE_JOB, async ({ bookingId }) => {
    await services.bookings.declineIfOverdue(bookingId);
  });
  await jobs.register<BookingCaptureJob>(BOOKING_CAPTURE_JOB, async ({ bookingId, ownerId }) => {
    await services.bookings.retryAccept(bookingId, ownerId);
  });
  await jobs.register(BOOKING_SWEEP_JOB, async () => {
    await services.bookings.sweep();
  });
  // A sweep at every start: answers and reminders that came due while no node was running.
  await jobs.send(BOOKING_SWEEP_JOB, {});
  await jobs.register<ReleaseJob>(RELEASE_JOB, async ({ orderId }) => {
    if (orderId) await services.shepayLedger.release(orderId);
    else await services.shepayLedger.releaseDue();
  });
  // A sweep at every start: releases that came due while no node was running.
  await jobs.send<ReleaseJob>(RELEASE_JOB, {});
  await jobs.register<StatementsJob>(STATEMENTS_JOB, async ({ month }) => {
    await services.shepayStatements.send(month);
  });
  await services.shepayStatements.scheduleOnStart();
  await jobs.register<WeeklyPayoutsJob>(WEEKLY_PAYOUTS_JOB, async ({ at }) => {
    await services.shepayWeekly.run(new Date(at));
  });
  await services.shepayWeekly.scheduleOnStart();
}

function faceCheckOf(config: Config) {
  return config.verification.provider === "facepp" ? faceppCheck(config.verification.facepp) : reviewOnly;
}

/** Vendors' payout details sealed like their OAuth tokens; without a key (production unset) nothing is stored. */
function secretBoxOf(key: SecretKey | null): SecretBox {
  if (!key) return unsealable;
  return {
    seal: (plain, context) => sealSecret(key, plain, context),
    open: (sealed, context) => openSecret(key, sealed, context),
  };
}

function geocoderOf(config: Config): Geocoder | null {
  return config.geocoderUrl
    ? nominatimGeocoder(config.geocoderUrl, `Saheli/${config.version} (${config.publicUrl})`)
    : null;
}
