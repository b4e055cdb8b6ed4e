import { useIsFetching } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { usePageIdle } from "@/lib/deferred";

/** A part of the shell the first paint does without: its code arrives when it is first shown. */
function whenShown<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function WhenShown(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** A part that waits, besides, until the page has loaded and the browser is idle. */
function whenIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Shown = whenShown(load);
  return function WhenIdle(props: P) {
    return usePageIdle() ? <Shown {...props} /> : null;
  };
}

/** Only on a profile page. */
export const AuthorPosts = whenShown(() =>
  import("@/features/feed/components/author-posts").then((m) => m.AuthorPosts),
);
/** Only on a profile or shop page. */
export const PosterJobsSection = whenShown(() =>
  import("@/features/jobs/components/poster-jobs").then((m) => m.PosterJobsSection),
);
/** Only after she signs in. */
export const BasicProfileStep = whenShown(() =>
  import("@/features/profiles/components/basic-profile-gate").then((m) => m.BasicProfileGate),
);
const LazyFooter = whenShown(() => import("../footer").then((m) => m.SiteFooter));

/**
 * Below the fold, and only on large screens. Drawn once the page has loaded and its data has arrived, so the
 * page growing above it never pushes it down (a layout shift).
 */
export function SiteFooter() {
  const idle = usePageIdle();
  const fetching = useIsFetching();
  const [shown, setShown] = useState(false);
  if (idle && fetching === 0 && !shown) setShown(true);
  return shown ? <LazyFooter /> : null;
}

/** Offered seconds after the page opens. */
export const PushBanner = whenIdle(() =>
  import("@/features/notifications/components/push-banner").then((m) => m.PushBanner),
);
/** Only while her account's deletion is scheduled. */
export const DeletionNotice = whenShown(() => import("./deletion-notice").then((m) => m.DeletionNotice));
/** Only for someone signed in and not verified. */
export const VerificationNotice = whenShown(() =>
  import("./verification-notice").then((m) => m.VerificationNotice),
);
/** The feed's composer, opened by the phone's bottom bar "Post" on any page. */
export const PostComposer = whenShown(() =>
  import("@/features/feed/components/composer-dialog").then((m) => m.ComposerDialog),
);
/** Only for someone signed in: asks her to accept a material change to the Terms or the Privacy Policy. */
export const PolicyUpdate = whenIdle(() => import("./policy-update").then((m) => m.PolicyUpdate));
/** Only for a visitor on a members-only page. */
export const SignInRequired = whenShown(() =>
  import("@/components/sign-in-required").then((m) => m.SignInRequired),
);
/** Only for someone signed in: incoming calls, the in-call bar and the other person's voice (issue 23 §5). */
export const CallHost = whenShown(() =>
  import("@/features/calls/components/call-host").then((m) => m.CallHost),
);
/** Only in a direct conversation's header: rings her (issue 23 §5). */
export const CallButton = whenShown(() =>
  import("@/features/calls/components/call-button").then((m) => m.CallButton),
);
/** The support assistant's AI button and panel (issue 22): drawn once the page is idle. */
export const AssistantWidget = whenIdle(() =>
  import("@/features/assistant/components/assistant-widget").then((m) => m.AssistantWidget),
);
/** Saheli Radio's player (issue 23 §4): drawn once the page is idle, then it keeps playing while she browses. */
export const RadioPlayer = whenIdle(() =>
  import("@/features/radio/components/mini-player").then((m) => m.MiniPlayer),
);
