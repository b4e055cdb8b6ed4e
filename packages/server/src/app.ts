import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import { buildServices, registerJobs, type Services } from "./composition.js";
import { type Config, LEGAL_DOCUMENTS_DIR } from "./config.js";
import { connectDatabase, type Database } from "./db/connect.js";
import { accountRoutes } from "./modules/account/account.routes.js";
import { dataExportRoutes } from "./modules/account/data-export.routes.js";
import { adminRoutes } from "./modules/admin/admin.routes.js";
import { curationRoutes } from "./modules/admin/curation.routes.js";
import { aiComposeRoutes } from "./modules/ai-compose/ai-compose.routes.js";
import { assistantRoutes } from "./modules/assistant/assistant.routes.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { type AuthServices, authServices } from "./modules/auth/auth.wiring.js";
import { oauthRoutes } from "./modules/auth/oauth.routes.js";
import type { ProviderEndpoints } from "./modules/auth/oauth-providers.js";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.js";
import { callsRoutes } from "./modules/calls/calls.routes.js";
import { categoriesRoutes } from "./modules/categories/categories.routes.js";
import { chatRoutes } from "./modules/chat/chat.routes.js";
import { connectionsRoutes } from "./modules/connections/connections.routes.js";
import { coworkingRoutes } from "./modules/coworking/coworking.routes.js";
import { eventsRoutes } from "./modules/feed/events.routes.js";
import { feedRoutes } from "./modules/feed/feed.routes.js";
import { keepRoutes } from "./modules/feed/keep.routes.js";
import { postExtrasRoutes } from "./modules/feed/post-extras.routes.js";
import { postListingsRoutes } from "./modules/feed/post-listings.routes.js";
import { groupsRoutes } from "./modules/groups/groups.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { homeRoutes } from "./modules/home/home.routes.js";
import { jobsRoutes } from "./modules/jobs/jobs.routes.js";
import { languageRoutes } from "./modules/language/language.routes.js";
import { legalRoutes } from "./modules/legal/legal.routes.js";
import { ensureLegalDocuments } from "./modules/legal/legal-files.js";
import { linkPreviewRoutes } from "./modules/link-preview/link-preview.routes.js";
import { listingsRoutes } from "./modules/listings/listings.routes.js";
import { vendorProductsRoutes } from "./modules/listings/vendor-products.routes.js";
import { locationsRoutes } from "./modules/locations/locations.routes.js";
import { logsRoutes } from "./modules/logs/logs.routes.js";
import { mediaRoutes } from "./modules/media/media.routes.js";
import { trackingUploads } from "./modules/media/pending-uploads.js";
import { uploadRoutes } from "./modules/media/upload.routes.js";
import { musicRoutes } from "./modules/music/music.routes.js";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes.js";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.js";
import { ordersRoutes } from "./modules/orders/orders.routes.js";
import { paymentsRoutes } from "./modules/orders/payments.routes.js";
import { graphRoutes } from "./modules/people/graph.routes.js";
import { peopleRoutes } from "./modules/people/people.routes.js";
import { placesRoutes } from "./modules/places/places.routes.js";
import { itemsRoutes } from "./modules/profiles/items.routes.js";
import { profilesRoutes } from "./modules/profiles/profiles.routes.js";
import { pushRoutes } from "./modules/push/push.routes.js";
import { type PushService, pushService } from "./modules/push/push.service.js";
import { radioRoutes } from "./modules/radio/radio.routes.js";
import { realtimeRoutes } from "./modules/realtime/realtime.routes.js";
import { listingReviewsRoutes } from "./modules/reviews/reviews.routes.js";
import { savedRoutes } from "./modules/saved/saved.routes.js";
import { ensureHelpArticles } from "./modules/search/help-articles.store.js";
import { searchRoutes } from "./modules/search/search.routes.js";
import { shepayRoutes } from "./modules/shepay/shepay.routes.js";
import { shoppingRoutes } from "./modules/shopping/shopping.routes.js";
import { shopFrontRoutes } from "./modules/shops/shop-front.routes.js";
import { shopsRoutes } from "./modules/shops/shops.routes.js";
import { adminSupportRoutes } from "./modules/support/admin-support.routes.js";
import { supportRoutes } from "./modules/support/support.routes.js";
import { vendorInsightsRoutes } from "./modules/vendor-insights/vendor-insights.routes.js";
import { reviewRoutes } from "./modules/verification/review.routes.js";
import { verificationRoutes } from "./modules/verification/verification.routes.js";
import { type Bus, memoryBus, redisBus } from "./platform/bus.js";
import { type Clock, systemClock } from "./platform/clock.js";
import { type Jobs, jobsOff, startJobs } from "./platform/jobs.js";
import { errorSerializer, requestSerializer } from "./platform/log-serializers.js";
import { type PaymentGateway, razorpayGateway } from "./platform/razorpay.js";
import type { Storage } from "./platform/storage.js";
import { createStorage } from "./platform/storage-factory.js";
import { registerAccess, registerApiBudget } from "./plugins/access.js";
import { registerAuth } from "./plugins/auth.js";
import { registerCompression } from "./plugins/compression.js";
import { registerDocs } from "./plugins/docs.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { registerInputGuard } from "./plugins/input-guard.js";
import { registerSecurity } from "./plugins/security.js";
import { registerUploads } from "./plugins/uploads.js";
import { registerWebApp } from "./plugins/web.js";
import { registerWebsocket } from "./plugins/websocket.js";

/** The adapters chosen once from the config; services receive the parts they need. */
export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  jobs: Jobs;
  redis: Redis | undefined;
  clock: Clock;
  auth: AuthServices;
  bus: Bus;
  push: PushService;
  /** Razorpay when its keys are set; null offers cash on delivery only. */
  paymentGateway: PaymentGateway | null;
};

/** Adapters a test (or an embedding program) may replace; everything else comes from the config. */
export type AppOverrides = {
  clock?: Clock;
  oauthEndpoints?: Partial<Record<"google" | "facebook" | "github", Partial<ProviderEndpoints>>>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
  }
}

export type App = FastifyInstance;

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  let jobs: Jobs = jobsOff();
  try {
    await database.migrate(config.migrationsDir);
    await ensureHelpArticles(database.db);
    await ensureLegalDocuments(database.db, LEGAL_DOCUMENTS_DIR);
    const app = createServer(config, overrides.logStream);
    if (config.jobs.enabled) {
      jobs = await startJobs(database, {
        pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
        onError: (error) => app.log.error({ err: error }, "job queue error"),
      });
    }
    const clock = overrides.clock ?? systemClock;
    const auth = authServices({
      config,
      db: database.db,
      clock,
      log: app.log,
      oauthEndpoints: overrides.oauthEndpoints,
    });
    const bus = redis ? redisBus(redis, config.redisKeyPrefix) : memoryBus();
    const storage = trackingUploads(createStorage(config), { db: database.db, clock, jobs });
    const push = pushService({
      db: database.db,
      subject: vapidSubject(config),
      allowedHosts: config.pushServiceHosts,
      log: app.log,
    });
    const paymentGateway = config.razorpay ? razorpayGateway(config.razorpay) : null;
    app.decorate("deps", { config, database, storage, jobs, redis, clock, auth, bus, push, paymentGateway });
    const services = buildServices({
      config,
      database,
      storage,
      bus,
      clock,
      jobs,
      auth,
      push,
      paymentGateway,
      log: app.log,
    });
    app.decorate("services", services);
    await registerJobs(services, { jobs, database, storage, clock });
    app.addHook("onClose", async () => {
      await bus.close();
      await jobs.stop();
      await redis?.quit();
      await database.close();
    });
    await registerPlugins(app);
    return app;
  } catch (error) {
    await jobs.stop().catch(() => undefined);
    redis?.disconnect();
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** RFC 8292 wants a contact: the site if it is https, else the mail sender's address. */
function vapidSubject(config: Config) {
  if (config.publicUrl.startsWith("https://")) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.raw.MAIL_FROM)?.[1] ?? config.raw.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

function createServer(config: Config, logStream?: AppOverrides["logStream"]) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      serializers: { req: requestSerializer, err: errorSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimit,
    // Trust the first `trustProxy` hops from our side; the address past them is the client's.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  return app;
}

/** External plugins, then the app's own, then routes — in that order. */
async function registerPlugins(app: App) {
  const { config, redis } = app.deps;
  await registerSecurity(app, redis, config.redisKeyPrefix);
  await registerAuth(app);
  await registerUploads(app);
  await registerWebsocket(app);
  registerAccess(app);
  await registerDocs(app, config.version);
  const spaFallback = await registerWebApp(app, config.webDistDir);
  registerErrorHandling(app, spaFallback);

  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(async (api) => {
    registerApiBudget(api);
    registerInputGuard(api);
    await registerCompression(api);
    await api.register(authRoutes);
    await api.register(oauthRoutes);
    await api.register(accountRoutes);
    await api.register(dataExportRoutes);
    await api.register(homeRoutes);
    await api.register(logsRoutes);
    await api.register(legalRoutes);
    await api.register(newsletterRoutes);
    await api.register(languageRoutes);
    await api.register(graphRoutes);
    await api.register(peopleRoutes);
    await api.register(profilesRoutes);
    await api.register(itemsRoutes);
    await api.register(verificationRoutes);
    await api.register(reviewRoutes);
    await api.register(feedRoutes);
    await api.register(keepRoutes);
    await api.register(linkPreviewRoutes);
    await api.register(postExtrasRoutes);
    await api.register(postListingsRoutes);
    await api.register(savedRoutes);
    await api.register(eventsRoutes);
    await api.register(groupsRoutes);
    await api.register(uploadRoutes);
    await api.register(categoriesRoutes);
    await api.register(shopsRoutes);
    await api.register(listingsRoutes);
    await api.register(vendorProductsRoutes);
    await api.register(shopFrontRoutes);
    await api.register(listingReviewsRoutes);
    await api.register(vendorInsightsRoutes);
    await api.register(shoppingRoutes);
    await api.register(locationsRoutes);
    await api.register(musicRoutes);
    await api.register(ordersRoutes);
    await api.register(paymentsRoutes);
    await api.register(bookingsRoutes);
    await api.register(coworkingRoutes);
    await api.register(jobsRoutes);
    await api.register(radioRoutes);
    await api.register(callsRoutes);
    await api.register(connectionsRoutes);
    await api.register(shepayRoutes);
    await api.register(chatRoutes);
    await api.register(notificationsRoutes);
    await api.register(realtimeRoutes);
    await api.register(pushRoutes);
    await api.register(searchRoutes);
    await api.register(adminRoutes);
    await api.register(curationRoutes);
    await api.register(supportRoutes);
    await api.register(adminSupportRoutes);
    await api.register(assistantRoutes);
    await api.register(aiComposeRoutes);
    await api.register(placesRoutes);
  });
}
