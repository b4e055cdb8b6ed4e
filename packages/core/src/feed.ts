/** The community feed's limits, words and small rules (doc 1 §3, §4, §5, §8, §9). */
import { SOMETHING_WENT_WRONG } from "./messages";

export const FeedLimits = {
  postMax: 3000,
  /** Above this the composer's counter turns to its warning style. */
  postWarn: 2400,
  commentMax: 1000,
  articleTitleMax: 150,
  pageSize: 20,
  commentPageSize: 20,
  pollOptionsMin: 2,
  pollOptionsMax: 4,
  pollOptionMax: 100,
  pollQuestionMax: 300,
  /** The voters list shows the newest this many; the total counts them all. */
  pollVotersShown: 200,
  imagesPerPost: 10,
  imageMaxBytes: 10 * 1024 * 1024,
  scheduleMinMs: 60_000,
  scheduleMaxMs: 365 * 86_400_000,
  /** Posts one person may have waiting to be published. */
  scheduledPendingMax: 100,
  videoMaxBytes: 50 * 1024 * 1024,
  /**
   * Mentions are read from the text (doc 1 §3 "usernames taken from @words"), so a post with more is still a
   * valid post: the first this many distinct @names are its mentions and are told, the rest stay plain text.
   */
  mentionsMax: 20,
  /** The details a person may add to a post report. */
  reportDetailsMax: 1000,
} as const;

export const FeedMessages = {
  postRequired: "Post content is required",
  postTooLong: "Post content must be less than 3000 characters",
  commentRequired: "Comment content is required",
  commentTooLong: "Comment must be less than 1000 characters",
  contentRequired: "Content required: Please add some content to your post",
  pollIncomplete: "Please add a question and fill all poll options",
  pollTooFewOptions: "Poll must have at least 2 options",
  postNotFound: "Post not found",
  pollNotFound: "Poll not found",
  pollExpired: "This poll has expired",
  alreadyVoted: "You have already voted in this poll",
  optionVotersFailed: "Failed to fetch option voters",
  allVotersFailed: "Failed to fetch all voters",
  votersAuthorOnly: "Only the poll's author can see who voted",
  commentsOff: "Comments are turned off for this post",
  reactionsOff: "Reactions are turned off for this post",
  notYourPost: "You can only change your own posts",
  notYourComment: "You can only delete your own comments",
  repostLogin: "Please login to repost",
  alreadyReposted: "You've already reposted this",
  repostThoughts: "Please add your thoughts",
  publishFailed: "Failed to publish",
  somethingWrong: SOMETHING_WENT_WRONG,
  postPublished: "Post published!",
  pollPublished: "Poll published!",
  eventCreated: "Event created!",
  sharedWithNetwork: "Your post has been shared with your network",
  repostFailed: "Failed to repost post",
  mentionsCapped: "Only the first 20 people you mention will be notified",
  scheduleTooSoon: "Choose a time at least a minute from now.",
  scheduleTooLate: "Posts can be scheduled up to a year ahead.",
  scheduleFull: "You already have 100 posts scheduled. Publish or delete one to schedule another.",
  scheduled: "Post scheduled",
  imageTooLarge: "File size must be less than 10MB",
  invalidImage: "Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.",
  unsupportedMedia:
    "Invalid file type. Please select a JPEG, PNG, GIF, or WebP image, or an MP4, WebM, MOV or AVI video.",
  uploadFailed: "Upload failed",
  allUploadsFailed: "All uploads failed. Please try again.",
  reposted: "Reposted to your network",
  alreadyReported: "You have already reported this post. Our team is looking at it.",
  reportReceived: "Thank you. Our team will review this post.",
} as const;

export const POST_REPORT_REASONS = [
  "spam",
  "harassment",
  "hate",
  "misinformation",
  "inappropriate_content",
  "scam",
  "other",
] as const;
export type PostReportReason = (typeof POST_REPORT_REASONS)[number];

export const PostReportLabels: Record<PostReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment or bullying",
  hate: "Hateful content",
  misinformation: "False information",
  inappropriate_content: "Inappropriate content",
  scam: "Scam or fraud",
  other: "Something else",
};

/** Why she hid a post (doc 1 "Post feedback"): helps the feed show her less of it. */
export const HIDE_REASONS = ["not_interested", "seen_too_often", "not_relevant", "offensive"] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

export const HideReasonLabels: Record<HideReason, string> = {
  not_interested: "I'm not interested in this",
  seen_too_often: "I see too many posts like this",
  not_relevant: "It isn't relevant to my business",
  offensive: "It's offensive",
};

/** Doc 1 §3 "Celebration templates": choosing one sets the text (icon first) and adds its picture. */
export const CELEBRATION_TEMPLATES = [
  {
    id: "education",
    type: "education",
    label: "Education milestone",
    icon: "🎓",
    text: "I've just completed a new course, and I can't wait to put what I learnt to work in my business!",
    image: "/celebrations/education.svg",
  },
  {
    id: "work-anniversary",
    type: "professional",
    label: "Work Anniversary",
    icon: "🎉",
    text: "Celebrating another year of my business today. Thank you to every customer and friend who came along!",
    image: "/celebrations/work-anniversary.svg",
  },
  {
    id: "new-job",
    type: "career",
    label: "New Job",
    icon: "💼",
    text: "I'm happy to share that I'm starting a new role!",
    image: "/celebrations/new-job.svg",
  },
  {
    id: "career-milestone",
    type: "career",
    label: "Career Milestone",
    icon: "🏆",
    text: "A milestone I'm proud of: ",
    image: "/celebrations/career-milestone.svg",
  },
] as const;

export const CELEBRATION_IMAGES: readonly string[] = CELEBRATION_TEMPLATES.map((t) => t.image);

export const REACTION_TYPES = ["like", "love", "celebrate", "support", "insightful", "funny"] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const POST_VISIBILITIES = ["public", "connections", "private"] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

export const VisibilityLabels: Record<PostVisibility, string> = {
  public: "Anyone",
  connections: "Connections only",
  private: "Only you",
};

/** Doc 1 §4: the same reaction again removes it, a different one changes it, none adds it. */
export function reactionChange(
  current: ReactionType | null,
  chosen: ReactionType,
): { action: "add" | "change" | "remove"; next: ReactionType | null } {
  if (current === null) return { action: "add", next: chosen };
  if (current === chosen) return { action: "remove", next: null };
  return { action: "change", next: chosen };
}

const HASHTAG = /(?<![\p{L}\p{M}\p{N}_])#([\p{L}\p{M}\p{N}_]{1,50})/gu;
const MENTION = /(?<![\p{L}\p{N}_.@])@([a-z0-9_.]{2,30})/giu;
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

const unique = (values: string[]) => [...new Set(values)];
const mentionedNames = (text: string) =>
  unique([...text.matchAll(MENTION)].map((m) => (m[1] ?? "").toLowerCase()));

/**
 * Doc 1 §5: hashtags are #word, mentions @word, URLs http(s). Each listed once, in order of appearance; mentions
 * only the first `FeedLimits.mentionsMax` distinct names.
 */
export function extractEntities(text: string) {
  return {
    hashtags: unique([...text.matchAll(HASHTAG)].map((m) => (m[1] ?? "").toLowerCase())),
    mentions: mentionedNames(text).slice(0, FeedLimits.mentionsMax),
    urls: unique([...text.matchAll(URL_PATTERN)].map((m) => m[0])),
  };
}

/** The composer's hint: true when the text names more people than a post tells. */
export function hasTooManyMentions(text: string): boolean {
  return mentionedNames(text).length > FeedLimits.mentionsMax;
}

export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "hashtag"; text: string; tag: string }
  | { kind: "mention"; text: string; username: string }
  | { kind: "url"; text: string; href: string };

/** Splits post text into plain runs and links, so the web renders links as elements, never as HTML. */
export function splitPostText(text: string): TextPart[] {
  const pattern = new RegExp(`${URL_PATTERN.source}|${HASHTAG.source}|${MENTION.source}`, "giu");
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: "text", text: text.slice(last, at) });
    const [whole, tag, username] = [match[0], match[1], match[2]];
    if (tag) parts.push({ kind: "hashtag", text: whole, tag: tag.toLowerCase() });
    else if (username) parts.push({ kind: "mention", text: whole, username: username.toLowerCase() });
    else parts.push({ kind: "url", text: whole, href: whole });
    last = at + whole.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Doc 1 §9: now, then m, h, d, w, mo, y. */
export function timeAgo(date: Date | string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(date).getTime());
  if (elapsed < MINUTE) return "now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d`;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / (7 * DAY))}w`;
  if (elapsed < 365 * DAY) return `${Math.floor(elapsed / (30 * DAY))}mo`;
  return `${Math.floor(elapsed / (365 * DAY))}y`;
}

/** Doc 1 §9: counts with K and M (1.2K, 3M). */
export function formatCount(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  const short = (value: number, unit: string) => `${Number(value.toFixed(1))}${unit}`;
  if (whole >= 1_000_000) return short(whole / 1_000_000, "M");
  if (whole >= 1_000) return short(whole / 1_000, "K");
  return String(whole);
}

/** Doc 1 §9: (reactions + comments) / views × 100, one decimal; 0 without views. */
export function engagementRate(reactions: number, comments: number, views: number): number {
  if (views <= 0) return 0;
  return Math.round(((reactions + comments) / views) * 1000) / 10;
}
