import { isUnder } from "@saheli/core/path-match";
import { footerVisibleForPath, shellHeaderForPath, shellLayoutForPath } from "@saheli/core/shell-layout";
import { ScrollRestoration, useLocation } from "react-router";
import { type CallButtonProps, CallButtonSlot } from "@/components/call-button-slot";
import { type PosterJobsProps, PosterJobsSlot } from "@/components/poster-jobs-slot";
import { AuthBootstrap } from "@/features/auth/components/auth-bootstrap";
import { LiveNotifications } from "@/features/notifications/components/live-notifications";
import { NotificationsPanelProvider } from "@/features/notifications/components/notifications-panel";
import { type ProfilePostsProps, ProfilePostsSlot } from "@/features/profiles/components/posts-slot";
import { SaveToCollectionProvider } from "@/features/saved/components/save-to-collection-provider";
import { SupportTicketHost } from "@/features/support/components/ticket-host";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session/use-session";
import { useVerificationUi } from "@/lib/session/verification-ui";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { BottomBar } from "../bottom-bar";
import { SiteHeader } from "../headers/site-header";
import { SignInProvider } from "../sign-in/sign-in-context";
import { VerificationProvider } from "../verification/verification-context";
import { ShoppingWithCartActions } from "./cart-actions-bridge";
import {
  AssistantWidget,
  AuthorPosts,
  BasicProfileStep,
  CallButton,
  CallHost,
  DeletionNotice,
  PolicyUpdate,
  PosterJobsSection,
  PushBanner,
  RadioPlayer,
  SiteFooter,
  VerificationNotice,
} from "./deferred-parts";
import { GuardedOutlet } from "./guarded-outlet";
import { NavigationMark } from "./navigation-mark";
import { SkipLink } from "./skip-link";

const renderProfilePosts = ({ profileId, name, own }: ProfilePostsProps) => (
  <AuthorPosts authorId={profileId} name={name} own={own} />
);

const renderPosterJobs = (props: PosterJobsProps) => <PosterJobsSection {...props} />;

const renderCallButton = (props: CallButtonProps) => <CallButton {...props} />;

/** Picks header, footer and bottom bar for the current path with the shell rules in core. */
export function RootLayout() {
  return (
    <VerificationProvider>
      <ProfilePostsSlot value={renderProfilePosts}>
        <PosterJobsSlot value={renderPosterJobs}>
          <CallButtonSlot value={renderCallButton}>
            <Shell />
          </CallButtonSlot>
        </PosterJobsSlot>
      </ProfilePostsSlot>
    </VerificationProvider>
  );
}

function Shell() {
  const { pathname } = useLocation();
  const verification = useVerificationUi();
  const layout = shellLayoutForPath(pathname);
  const { user, profile } = useSession();
  const large = useMediaQuery(LARGE_SCREEN);
  // Doc 2 §2: the basic-profile step, once after sign-in; not on /auth pages nor while deletion is scheduled.
  const basicStep =
    user && profile.account_status === "active" && !isUnder(pathname, "/auth") && !verification.busy;
  return (
    <SignInProvider>
      <ShoppingWithCartActions>
        <NotificationsPanelProvider>
          <SaveToCollectionProvider>
            <SkipLink />
            <SiteHeader kind={shellHeaderForPath(pathname)} />
            <main
              id="main-content"
              tabIndex={-1}
              className={cn(
                "min-h-[70dvh] focus:outline-none",
                layout.bottomBar && "pb-[calc(4.5rem+env(safe-area-inset-bottom))] lg:pb-0",
              )}
            >
              {user && profile.deletion && <DeletionNotice />}
              {user && !profile.is_verified && <VerificationNotice />}
              <GuardedOutlet />
            </main>
            {large && footerVisibleForPath(pathname) && <SiteFooter />}
            {layout.bottomBar && <BottomBar />}
            {!isUnder(pathname, "/auth") && <RadioPlayer aboveBottomBar={layout.bottomBar} />}
            <ScrollRestoration />
            <NavigationMark />
            <AuthBootstrap />
            {basicStep && <BasicProfileStep key={user.id} profileId={user.id} />}
            {user && !isUnder(pathname, "/auth") && <PolicyUpdate key={`policies-${user.id}`} />}
            <LiveNotifications />
            {user && <CallHost key={`calls-${user.id}`} userId={user.id} />}
            <SupportTicketHost />
            {!isUnder(pathname, "/auth") && !isUnder(pathname, "/chat") && <PushBanner />}
            {!isUnder(pathname, "/auth") && <AssistantWidget aboveBottomBar={layout.bottomBar} />}
          </SaveToCollectionProvider>
        </NotificationsPanelProvider>
      </ShoppingWithCartActions>
    </SignInProvider>
  );
}
