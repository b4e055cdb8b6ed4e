/** Saheli's policies (issue 22 §3): their addresses, and which of them a person agrees to. */
export const LEGAL_SLUGS = [
  "terms",
  "privacy",
  "accessibility",
  "shipping-returns",
  "prohibited-items",
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const isLegalSlug = (value: string): value is LegalSlug =>
  (LEGAL_SLUGS as readonly string[]).includes(value);

/** The two she agrees to when she signs in ("By continuing, you agree…"); a material change asks again. */
export const AGREED_SLUGS = ["terms", "privacy"] as const satisfies readonly LegalSlug[];

/** The page of each policy in the web app. */
export const legalPath = (slug: LegalSlug) => `/${slug}`;

export type VersionFacts = { slug: string; version: number; material: boolean; published_at: Date };

/**
 * Whether she must accept a policy again: the newest material version in effect was published after she joined
 * (those who joined later agreed to it when they signed in), and she has not accepted it or a later one.
 */
export function needsAcceptance(input: {
  versions: readonly VersionFacts[];
  joinedAt: Date;
  acceptedVersion: number | null;
}): VersionFacts | null {
  const material = input.versions.filter((v) => v.material).sort((a, b) => b.version - a.version)[0];
  if (!material) return null;
  if (material.published_at.getTime() <= input.joinedAt.getTime()) return null;
  if (input.acceptedVersion !== null && input.acceptedVersion >= material.version) return null;
  return material;
}

export type FrontMatter = {
  slug: string;
  version: number;
  title: string;
  effective: string;
  material: boolean;
  summary: string | null;
};

/** Reads the `---` block at the top of a policy's Markdown file. */
export function parseFrontMatter(source: string): { meta: FrontMatter; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source.replace(/\r\n?/g, "\n"));
  if (!match)
    throw new Error("a policy file starts with a --- block naming slug, version, title and effective");
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? "").split("\n")) {
    const pair = /^([a-z_]+):\s*(.*)$/.exec(line.trim());
    if (pair) fields.set(pair[1] ?? "", (pair[2] ?? "").replace(/^"(.*)"$/, "$1"));
  }
  const need = (key: string) => {
    const value = fields.get(key);
    if (!value) throw new Error(`a policy file's --- block lacks ${key}`);
    return value;
  };
  const version = Number(need("version"));
  if (!Number.isInteger(version) || version < 1)
    throw new Error("a policy's version is a whole number from 1");
  const effective = need("effective");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(effective)) throw new Error("a policy's effective date reads YYYY-MM-DD");
  return {
    meta: {
      slug: need("slug"),
      version,
      title: need("title"),
      effective,
      material: fields.get("material") === "true",
      summary: fields.get("summary") || null,
    },
    body: source.slice(match[0].length).trim(),
  };
}
