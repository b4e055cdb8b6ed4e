import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { isLegalSlug, parseFrontMatter } from "@saheli/core/legal";
import type { Db } from "../../db/connect.js";
import { insertVersionIfNew, type NewVersion } from "./legal.queries.js";

/** Reads every `*.md` policy in `dir` (front matter: slug, version, title, effective, material, summary). */
export async function readLegalFiles(dir: string): Promise<NewVersion[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  return Promise.all(
    names.map(async (name) => {
      const { meta, body } = parseFrontMatter(await readFile(join(dir, name), "utf8"));
      if (!isLegalSlug(meta.slug)) throw new Error(`${name}: unknown policy slug ${meta.slug}`);
      return {
        slug: meta.slug,
        version: meta.version,
        title: meta.title,
        body,
        summary: meta.summary,
        material: meta.material,
        // Midnight in India on the effective date.
        effective_at: new Date(`${meta.effective}T00:00:00+05:30`),
      };
    }),
  );
}

/**
 * Seeds the policies this release ships: versions not yet in the database are added; a version already there is
 * left as it was published (a changed text needs a new version number in its file).
 */
export async function ensureLegalDocuments(db: Db, dir: string) {
  for (const version of await readLegalFiles(dir)) await insertVersionIfNew(db, version);
}
