import {
  Accessibility,
  Bookmark,
  Briefcase,
  Building2,
  FileText,
  LifeBuoy,
  Radio,
  Settings,
  ShieldCheck,
  Users,
} from "lucide-react";
import type { UpcomingFeature } from "./upcoming-feature";

/** Community, account and information pages that arrive in later releases. */
export const upcomingCommunity = {
  community: {
    icon: Users,
    name: "Community",
    description: "The feed of posts, polls, events, groups and jobs from women entrepreneurs.",
  },
  saved: {
    icon: Bookmark,
    name: "Saved items",
    description: "Posts and listings you have saved, organised into collections.",
  },
  settings: {
    icon: Settings,
    name: "Settings",
    description: "Manage your account, privacy, notifications and data.",
  },
  jobs: {
    icon: Briefcase,
    name: "Jobs",
    description: "Find roles at women-led businesses, or post a job for your own.",
  },
  support: {
    icon: LifeBuoy,
    name: "Help centre",
    description: "Answers to common questions and a way to reach our support team.",
  },
  privacy: {
    icon: ShieldCheck,
    name: "Privacy policy",
    description: "How Saheli collects, uses and protects your information.",
  },
  terms: {
    icon: FileText,
    name: "Terms of service",
    description: "The terms for buying, selling and taking part in the Saheli community.",
  },
  accessibility: {
    icon: Accessibility,
    name: "Accessibility",
    description: "Our commitment to a Saheli everyone can use, and how to tell us about barriers.",
  },
  admin: {
    icon: ShieldCheck,
    name: "Admin dashboard",
    description: "Moderate reports, verify members and look after the marketplace.",
  },
  radio: {
    icon: Radio,
    name: "Saheli Radio",
    description: "Live shows, podcasts and favourite episodes by and for women entrepreneurs.",
  },
  coWork: {
    icon: Building2,
    name: "Co-working",
    description: "Find and book co-working spaces and meet members near you.",
  },
} satisfies Record<string, UpcomingFeature>;
