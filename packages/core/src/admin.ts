/** The admin dashboard's rules (issue 23 §2): reasons, moderation actions and their templates, figures. */

export const ADMIN_REASON_MIN = 5;
export const ADMIN_REASON_MAX = 1000;

export const AdminMessages = {
  reasonRequired: "Please give a reason for this action.",
  reasonTooShort: `Please give a reason of at least ${ADMIN_REASON_MIN} characters.`,
  reasonTooLong: `Please keep the reason under ${ADMIN_REASON_MAX} characters.`,
  notAdminTarget: "You cannot do this to your own account.",
  personNotFound: "Person not found",
  alreadySuspended: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
  suspended:
    "Your account is suspended. Check your e-mail for the reason and how to appeal, or write to support.",
  reportNotFound: "Report not found",
  reportClosed: "This report has already been handled.",
  actionNotForKind: "This action does not apply to this kind of report.",
  contentNotFound: "The reported content no longer exists.",
  slideNotFound: "Slide not found",
  categoryNotFound: "Category not found",
  categoryNameTaken: "A category with this name already exists.",
  categoryParentInvalid: "A category can only sit under a top-level category other than itself.",
  categoryHasChildren: "Move or hide its sub-categories first.",
  shopNotFound: "Shop not found",
  linkInvalid: "Links must start with / or https://",
  slideImageInvalid: "Please upload the slide's image again.",
} as const;

/** Why an admin acts: required, trimmed, 5–1000 characters. Null when it is fine, else the message. */
export function reasonProblem(reason: string | null | undefined): string | null {
  const text = (reason ?? "").trim();
  if (!text) return AdminMessages.reasonRequired;
  if (text.length < ADMIN_REASON_MIN) return AdminMessages.reasonTooShort;
  if (text.length > ADMIN_REASON_MAX) return AdminMessages.reasonTooLong;
  return null;
}

export const REPORT_KINDS = ["post", "comment", "profile", "listing", "job"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const MODERATION_ACTIONS = ["hide", "remove", "warn", "suspend", "dismiss"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  hide: "Hide",
  remove: "Remove",
  warn: "Warn",
  suspend: "Suspend author",
  dismiss: "Dismiss",
};

/** What each kind of report can be answered with: a profile has no content of its own to hide or remove. */
export function actionsFor(kind: ReportKind): ModerationAction[] {
  return kind === "profile" ? ["warn", "suspend", "dismiss"] : [...MODERATION_ACTIONS];
}

/** Reason templates an admin picks from (and may edit) before acting; the person concerned reads these words. */
export const REASON_TEMPLATES: Record<ModerationAction | "reinstate" | "role", readonly string[]> = {
  hide: [
    "Hidden while we look into a report from the community.",
    "Hidden because it breaks the community guidelines on respectful conversation.",
    "Hidden because it looks like spam or unsolicited promotion.",
  ],
  remove: [
    "Removed because it breaks the community guidelines.",
    "Removed because it is spam or a scam.",
    "Removed because it shares someone's private information.",
  ],
  warn: [
    "Please keep conversations respectful: this was reported as harassment.",
    "Please don't post repeated promotions outside the marketplace.",
    "Please make sure what you share is accurate and your own.",
  ],
  suspend: [
    "Suspended for repeated breaches of the community guidelines.",
    "Suspended for attempting to scam members.",
    "Suspended for impersonating another person or business.",
  ],
  dismiss: [
    "Reviewed: this does not break the community guidelines.",
    "Reviewed: a duplicate of a report already handled.",
  ],
  reinstate: ["Appeal accepted: the suspension is lifted.", "The suspension period has ended."],
  role: ["Made an admin to help run Saheli.", "Role corrected after a review."],
};

/** How she appeals, in the suspension message and e-mail. */
export const APPEAL_TEXT =
  "To appeal, reply to this e-mail or write to support@saheli.app within 30 days: an admin who did not make the decision will review it.";

export const ADMIN_ROLES = ["U", "V", "A", "C"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ROLE_LABELS: Record<AdminRole, string> = { U: "Member", V: "Vendor", A: "Admin", C: "Customer" };

/** Icons an admin may give a category (lucide names the app knows how to draw). */
export const CATEGORY_ICONS = [
  "shirt",
  "gem",
  "sparkles",
  "home",
  "utensils",
  "book-open",
  "laptop",
  "baby",
  "palette",
  "heart-pulse",
  "briefcase",
  "gift",
  "leaf",
  "scissors",
  "graduation-cap",
  "camera",
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const SLIDE_TYPES = ["home", "commerce"] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

/** A slide's link: a path inside Saheli or an https address. */
export function isSlideLink(link: string): boolean {
  return (
    /^\/(?![/\\])\S*$/.test(link) || /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(link)
  );
}

export const FIGURE_DAYS_DEFAULT = 30;
export const FIGURE_DAYS_MAX = 180;

/**
 * The change of a figure over a period against the period before it, in whole percent; null when there is no
 * earlier figure to compare with (a first week is not an "infinite" rise).
 */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Sum of the last `days` entries and of the `days` before them, for a trend over a daily series. */
export function splitPeriods(series: readonly number[], days: number): { current: number; previous: number } {
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const current = series.slice(Math.max(0, series.length - days));
  const previous = series.slice(Math.max(0, series.length - 2 * days), Math.max(0, series.length - days));
  return { current: sum(current), previous: sum(previous) };
}

/** Why a member reports a listing (doc 3 has no list; these are what a marketplace's moderators act on). */
export const LISTING_REPORT_REASONS = {
  scam: "Scam or fraud",
  counterfeit: "Counterfeit or not as described",
  prohibited: "Prohibited item",
  inappropriate: "Inappropriate content",
  spam: "Spam",
  other: "Something else",
} as const;
export type ListingReportReason = keyof typeof LISTING_REPORT_REASONS;
