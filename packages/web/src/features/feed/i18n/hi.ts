import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { feedEn } from "./en";
import { attachHi } from "./hi/attach";
import { composerHi } from "./hi/composer";
import { extrasHi } from "./hi/extras";
import { groupsHi } from "./hi/groups";
import { postHi } from "./hi/post";
import { toolsHi } from "./hi/tools";

/** The feed screens in Hindi (words from `docs/glossary-hi.md`). */
export const feedHi: Catalogue<typeof feedEn> = {
  ...postHi,
  ...composerHi,
  ...extrasHi,
  ...groupsHi,
  ...attachHi,
  ...toolsHi,
};
