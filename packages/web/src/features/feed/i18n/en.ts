import { attachEn } from "./en/attach";
import { composerEn } from "./en/composer";
import { extrasEn } from "./en/extras";
import { groupsEn } from "./en/groups";
import { postEn } from "./en/post";
import { toolsEn } from "./en/tools";

/** The feed screens' words in English (issue 20); `./hi.ts` must have every one (the type checks it). */
export const feedEn = {
  ...postEn,
  ...composerEn,
  ...extrasEn,
  ...groupsEn,
  ...attachEn,
  ...toolsEn,
} as const;
