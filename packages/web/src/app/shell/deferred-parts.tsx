import { type ComponentType, lazy, Suspense } from "react";

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

/** Only on a profile page. */
export const AuthorPosts = whenShown(() =>
  import("@/features/feed/components/author-posts").then((m) => m.AuthorPosts),
);
/** Only after she signs in. */
export const BasicProfileStep = whenShown(() =>
  import("@/features/profiles/components/basic-profile-step").then((m) => m.BasicProfileStep),
);
/** Below the fold, and only on large screens. */
export const SiteFooter = whenShown(() => import("../footer").then((m) => m.SiteFooter));
/** Offered seconds after the page opens. */
export const PushBanner = whenShown(() =>
  import("@/features/notifications/components/push-banner").then((m) => m.PushBanner),
);
/** Only while her account's deletion is scheduled. */
export const DeletionNotice = whenShown(() => import("./deletion-notice").then((m) => m.DeletionNotice));
/** Only for someone signed in and not verified. */
export const VerificationNotice = whenShown(() =>
  import("./verification-notice").then((m) => m.VerificationNotice),
);
/** Only for a visitor on a members-only page. */
export const SignInRequired = whenShown(() =>
  import("@/components/sign-in-required").then((m) => m.SignInRequired),
);
