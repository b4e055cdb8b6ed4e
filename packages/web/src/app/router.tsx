import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { RouterProvider } from "react-router/dom";
import { PageLoading } from "@/components/page-loading";
import { HomeHero } from "@/features/home/components/home-hero";
import { afterFirstPaint } from "@/lib/deferred";
import { AppLoading } from "./routes/app-loading";
import { RouteError } from "./routes/route-error";
import { RootLayout } from "./shell/root-layout";

// The hero comes with the app (see HydrateFallback below); the rest of the home page need not compete with it.
const home = () => afterFirstPaint().then(() => import("@/features/home/routes/home-page"));
const settings = () => import("./routes/settings-page");
const myNetwork = () => import("@/features/network/routes/my-network-page");
const peopleList = () => import("@/features/network/routes/people-list-page");
const listingPage = () => import("@/features/marketplace/routes/listing-page");
const cart = () => import("@/features/marketplace/routes/cart-page");
const notifications = () => import("@/features/notifications/routes/notifications-page");
const chat = () => import("@/features/chat/routes/chat-page");
const vendorDashboard = () => import("@/features/marketplace/routes/vendor-dashboard-page");
const shepayWallet = () => import("@/features/shepay/routes/wallet-page");
const jobsBoard = () => import("@/features/jobs/routes/jobs-page");

/**
 * On the first visit the shell paints at once, with this in place of the page while its code arrives; the home
 * page's hero (its largest paint) comes with the app.
 */
function withFallbacks(pages: RouteObject[]): RouteObject[] {
  return pages.map((page) => ({ HydrateFallback: PageLoading, ...page }));
}

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: withFallbacks([
      { index: true, lazy: home, HydrateFallback: HomeHero },
      { path: "home", lazy: home, HydrateFallback: HomeHero },
      { path: "category/:slug", lazy: () => import("@/features/marketplace/routes/category-page") },
      { path: "product/:slug", lazy: listingPage },
      { path: "service/:slug", lazy: listingPage },
      { path: "service/:slug/book", lazy: () => import("@/features/bookings/routes/book-page") },
      { path: "profile/:id", lazy: () => import("@/features/profiles/routes/profile-page") },
      { path: "shop/:slug", lazy: () => import("@/features/marketplace/routes/shop-page") },
      { path: "shops", lazy: () => import("@/features/marketplace/routes/shops-page") },
      { path: "followed-shops", lazy: () => import("@/features/marketplace/routes/followed-shops-page") },
      { path: "commerce", lazy: () => import("@/features/marketplace/routes/commerce-page") },
      { path: "commerce/orders", lazy: () => import("@/features/orders/routes/orders-page") },
      { path: "commerce/orders/:orderNumber", lazy: () => import("@/features/orders/routes/order-page") },
      { path: "community", lazy: () => import("@/features/feed/routes/feed-page") },
      { path: "community/post/:id", lazy: () => import("@/features/feed/routes/post-page") },
      { path: "community/events/:id", lazy: () => import("@/features/feed/routes/event-page") },
      { path: "community/groups", lazy: () => import("@/features/feed/routes/groups-page") },
      { path: "community/groups/:id", lazy: () => import("@/features/feed/routes/group-page") },
      // One list of saves: her saved posts are the posts of Saved Items.
      { path: "community/my-items/saved-posts", loader: () => redirect("/saved?kind=post") },
      // Messages are the chat.
      { path: "community/messages", loader: () => redirect("/chat") },
      { path: "community/network", lazy: myNetwork },
      { path: "community/notifications", lazy: notifications },
      { path: "community/search", lazy: () => import("@/features/search/routes/community-search-page") },
      { path: "community/jobs", lazy: jobsBoard },
      { path: "community/jobs/:slugId", lazy: () => import("@/features/jobs/routes/job-page") },
      // One-to-one voice calls (issue 23 §5): her call history; calls ring wherever she is (the shell's call host).
      { path: "chat/calls", lazy: () => import("@/features/calls/routes/calls-page") },
      ...["chat", "chat/conversations", "chat/groups", "chat/:conversationId"].map((path) => ({
        path,
        lazy: chat,
      })),
      { path: "vendor/settings", lazy: () => import("./routes/vendor-settings-page") },
      { path: "vendor", lazy: vendorDashboard },
      { path: "vendor/dashboard", lazy: vendorDashboard },
      { path: "vendor/products", lazy: vendorDashboard },
      {
        path: "vendor/products/:id",
        lazy: () => import("@/features/marketplace/routes/vendor-product-page"),
      },
      { path: "vendor/orders", lazy: () => import("@/features/vendor-orders/routes/vendor-orders-page") },
      {
        path: "vendor/orders/:orderNumber",
        lazy: () => import("@/features/vendor-orders/routes/vendor-order-page"),
      },
      { path: "vendor/bookings", lazy: () => import("@/features/bookings/routes/vendor-bookings-page") },
      {
        path: "vendor/services/:listingId/availability",
        lazy: () => import("@/features/bookings/routes/availability-page"),
      },
      { path: "vendor/analytics", lazy: () => import("@/features/vendor-insights/routes/analytics-page") },
      { path: "vendor/customers", lazy: () => import("@/features/vendor-insights/routes/customers-page") },
      { path: "vendor/reviews", lazy: () => import("@/features/vendor-insights/routes/reviews-page") },
      {
        path: "vendor/services/:listingId/coworking",
        lazy: () => import("@/features/coworking/routes/vendor-space-page"),
      },
      { path: "my-network", lazy: myNetwork },
      { path: "network", lazy: myNetwork },
      { path: "network/suggestions", lazy: () => import("@/features/network/routes/find-people-page") },
      { path: "network/*", lazy: myNetwork },
      ...["connections", "followers", "following"].map((path) => ({ path, lazy: peopleList })),
      { path: "saved", lazy: () => import("@/features/saved/routes/saved-page") },
      { path: "saved/collections", lazy: () => import("@/features/saved/routes/collections-page") },
      { path: "saved/collections/:id", lazy: () => import("@/features/saved/routes/saved-page") },
      // Doc 2's `/groups/{slug or id}`: the group's page.
      { path: "groups", loader: () => redirect("/community/groups") },
      {
        path: "groups/:slug",
        loader: ({ params }) => redirect(`/community/groups/${encodeURIComponent(params.slug ?? "")}`),
      },
      { path: "notifications", lazy: notifications },
      { path: "settings", lazy: settings },
      { path: "settings/account", lazy: settings },
      { path: "settings/blocked", lazy: () => import("@/features/network/routes/blocked-people-page") },
      {
        path: "settings/notifications",
        lazy: () => import("@/features/notifications/routes/notification-settings-page"),
      },
      { path: "settings/privacy/data-usage", lazy: () => import("@/features/legal/routes/data-usage-page") },
      { path: "jobs", lazy: jobsBoard },
      { path: "jobs/create", lazy: () => import("@/features/jobs/routes/post-job-page") },
      { path: "jobs/saved", lazy: () => import("@/features/jobs/routes/saved-jobs-page") },
      { path: "jobs/applied", lazy: () => import("@/features/jobs/routes/applied-jobs-page") },
      { path: "jobs/posted", lazy: () => import("@/features/jobs/routes/posted-jobs-page") },
      { path: "jobs/posted/:id", lazy: () => import("@/features/jobs/routes/applications-page") },
      { path: "jobs/posted/:id/edit", lazy: () => import("@/features/jobs/routes/edit-job-page") },
      { path: "wishlist", lazy: () => import("@/features/marketplace/routes/wishlist-page") },
      { path: "cart", lazy: cart },
      { path: "commerce/cart", lazy: cart },
      { path: "checkout", lazy: () => import("@/features/orders/routes/checkout-page") },
      {
        path: "checkout/:checkoutId/confirmation",
        lazy: () => import("@/features/orders/routes/checkout-confirmation-page"),
      },
      { path: "tracking", lazy: () => import("@/features/orders/routes/tracking-page") },
      { path: "create-shop", lazy: () => import("./routes/create-shop-page") },
      { path: "create-listing", lazy: () => import("@/features/marketplace/routes/create-listing-page") },
      { path: "curate-shop", lazy: () => import("@/features/marketplace/routes/curate-shop-page") },
      // The help centre and "Talk to a person" (issue 22).
      ...["support", "support/contact_us"].map((path) => ({
        path,
        lazy: () => import("@/features/support/routes/support-page"),
      })),
      { path: "support/kb/:id", lazy: () => import("@/features/support/routes/help-article-page") },
      { path: "support/tickets", lazy: () => import("@/features/support/routes/tickets-page") },
      { path: "support/tickets/:id", lazy: () => import("@/features/support/routes/ticket-page") },
      // Saheli's policies, each its version in effect (issue 22 §3).
      ...["terms", "privacy", "accessibility", "shipping-returns", "prohibited-items"].map((path) => ({
        path,
        lazy: () => import("@/features/legal/routes/policy-page"),
      })),
      { path: "admin/policies", lazy: () => import("@/features/legal/routes/admin-policies-page") },
      ...["newsletter/confirm", "newsletter/unsubscribe"].map((path) => ({
        path,
        lazy: () => import("@/features/legal/routes/newsletter-link-page"),
      })),
      {
        path: "account-deletion-guide",
        lazy: () => import("@/features/account/routes/account-deletion-guide-page"),
      },
      { path: "admin/broadcast", lazy: () => import("@/features/notifications/routes/broadcast-page") },
      { path: "admin/support", lazy: () => import("@/features/support/routes/admin-support-page") },
      {
        path: "admin/support/tickets/:id",
        lazy: () => import("@/features/support/routes/admin-ticket-page"),
      },
      { path: "admin/help", lazy: () => import("@/features/support/routes/admin-help-page") },
      { path: "admin/help/new", lazy: () => import("@/features/support/routes/admin-new-article-page") },
      { path: "admin/help/:id", lazy: () => import("@/features/support/routes/admin-article-page") },
      { path: "admin/reports", lazy: () => import("@/features/network/routes/admin-reports-page") },
      { path: "admin/verifications", lazy: () => import("@/features/verification/routes/review-queue-page") },
      { path: "admin/payouts", lazy: () => import("@/features/shepay/routes/admin-payouts-page") },
      {
        path: "admin",
        lazy: () => import("@/features/admin/routes/admin-layout"),
        children: [
          { index: true, lazy: () => import("@/features/admin/routes/overview-page") },
          { path: "people", lazy: () => import("@/features/admin/routes/people-page") },
          { path: "people/:id", lazy: () => import("@/features/admin/routes/person-page") },
          { path: "moderation", lazy: () => import("@/features/admin/routes/moderation-page") },
          { path: "curation", lazy: () => import("@/features/admin/routes/curation-page") },
          { path: "audit", lazy: () => import("@/features/admin/routes/audit-page") },
          { path: "radio", lazy: () => import("@/features/radio/routes/admin-radio-page") },
          { path: "*", lazy: () => import("./routes/not-found-page") },
        ],
      },
      { path: "shepay", lazy: shepayWallet },
      { path: "shepay/wallet", lazy: shepayWallet },
      { path: "shepay/history", lazy: () => import("@/features/shepay/routes/history-page") },
      { path: "shepay/settings", lazy: () => import("@/features/shepay/routes/settings-page") },
      // Saheli Radio (issue 23 §4).
      { path: "radio", loader: () => redirect("/radio/live") },
      { path: "radio/live", lazy: () => import("@/features/radio/routes/live-page") },
      { path: "radio/shows", lazy: () => import("@/features/radio/routes/shows-page") },
      { path: "radio/shows/:slug", lazy: () => import("@/features/radio/routes/show-page") },
      { path: "radio/favorites", lazy: () => import("@/features/radio/routes/favorites-page") },
      { path: "co-work/bookings", lazy: () => import("@/features/bookings/routes/my-bookings-page") },
      { path: "co-work/bookings/:bookingId", lazy: () => import("@/features/bookings/routes/booking-page") },
      { path: "co-work/spaces", lazy: () => import("@/features/coworking/routes/spaces-page") },
      { path: "co-work/community", lazy: () => import("@/features/coworking/routes/community-page") },
      { path: "co-work", loader: () => redirect("/co-work/spaces") },
      { path: "auth/callback", lazy: () => import("@/features/auth/routes/oauth-callback-page") },
      ...["oauth/callback", "oauth/callback/:platform"].map((path) => ({
        path,
        lazy: () => import("@/features/connections/routes/oauth-callback-page"),
      })),
      { path: "*", lazy: () => import("./routes/not-found-page") },
    ]),
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
