import type { Motif, Palette } from "./content/types.js";
import type { Rng } from "./rng.js";

/** SVG artwork for seeded images: a gradient, an abstract motif and (optionally) a short caption. */

const FONT = "DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits text into at most `maxLines` lines of about `width` characters; the last line gets an ellipsis. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

const r = (n: number) => Math.round(n * 10) / 10;

function motifShapes(motif: Motif, rng: Rng, w: number, h: number, colour: string): string {
  const size = Math.round(Math.min(w, h) / rng.int(5, 8));
  const rotate = rng.int(0, 3) * 15;
  switch (motif) {
    case "stripes":
      return pattern(
        rng,
        size,
        rotate,
        `<rect width="${size / 2}" height="${size}" fill="${colour}" opacity="0.22"/>`,
      );
    case "diamonds": {
      const s = size / 2;
      return pattern(
        rng,
        size,
        rotate,
        `<path d="M${s} 0 L${size} ${s} L${s} ${size} L0 ${s} Z" fill="none" stroke="${colour}" stroke-width="${r(size / 14)}" opacity="0.35"/>` +
          `<circle cx="${s}" cy="${s}" r="${r(size / 9)}" fill="${colour}" opacity="0.45"/>`,
      );
    }
    case "dots":
      return pattern(
        rng,
        size,
        0,
        `<circle cx="${size / 2}" cy="${size / 2}" r="${r(size / 5)}" fill="${colour}" opacity="0.3"/>`,
      );
    case "waves": {
      const paths: string[] = [];
      for (let y = rng.int(0, size); y < h + size; y += size) {
        const amp = r(size / 3);
        paths.push(
          `<path d="M0 ${y} Q ${w / 4} ${y - amp} ${w / 2} ${y} T ${w} ${y}" fill="none" stroke="${colour}" stroke-width="${r(size / 10)}" opacity="0.3"/>`,
        );
      }
      return paths.join("");
    }
    case "paisley": {
      const drops: string[] = [];
      for (let i = 0; i < 9; i++) {
        const x = rng.int(0, w);
        const y = rng.int(0, h);
        const k = r(rng.int(6, 14) / 10);
        drops.push(
          `<g transform="translate(${x} ${y}) rotate(${rng.int(0, 359)}) scale(${k})" opacity="0.32">` +
            `<path d="M0 -60 C 45 -60 60 -10 40 30 C 20 70 -40 70 -45 25 C -50 -10 -20 -20 0 -5 C 15 5 20 -30 0 -60 Z" fill="${colour}"/>` +
            `<circle cx="-12" cy="28" r="12" fill="none" stroke="${colour}" stroke-width="4"/></g>`,
        );
      }
      return drops.join("");
    }
    case "mandala": {
      const cx = rng.int(Math.round(w * 0.3), Math.round(w * 0.7));
      const cy = rng.int(Math.round(h * 0.25), Math.round(h * 0.5));
      const petals: string[] = [];
      const count = rng.pick([8, 12, 16]);
      for (let i = 0; i < count; i++) {
        petals.push(
          `<ellipse cx="0" cy="${-size}" rx="${r(size / 4)}" ry="${r(size / 1.6)}" transform="rotate(${(360 / count) * i})" fill="${colour}" opacity="0.3"/>`,
        );
      }
      return (
        `<g transform="translate(${cx} ${cy})">${petals.join("")}` +
        `<circle r="${r(size / 2)}" fill="${colour}" opacity="0.45"/>` +
        `<circle r="${r(size * 1.9)}" fill="none" stroke="${colour}" stroke-width="3" opacity="0.35"/></g>`
      );
    }
  }
}

function pattern(rng: Rng, size: number, rotate: number, shape: string): string {
  const id = `p${rng.int(1000, 9999)}`;
  return (
    `<defs><pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate})">${shape}</pattern></defs>` +
    `<rect width="100%" height="100%" fill="url(#${id})"/>`
  );
}

function background(palette: Palette, rng: Rng, w: number, h: number, motif: Motif): string {
  const [from, to, accent] = palette;
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${rng.chance(0.5) ? 1 : 0}" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${motifShapes(motif, rng, w, h, accent)}`
  );
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** A flower-like medallion: the focal point of a product picture. */
function rosette(cx: number, cy: number, ink: string, accent: string): string {
  const petals = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="0" cy="-78" rx="30" ry="56" transform="rotate(${i * 45})" fill="${ink}" opacity="0.28"/>`,
  ).join("");
  return (
    `<g transform="translate(${cx} ${cy})">${petals}<circle r="132" fill="none" stroke="${ink}" stroke-width="3" opacity="0.35"/>` +
    `<circle r="58" fill="${accent}" opacity="0.8"/><circle r="24" fill="${ink}" opacity="0.7"/></g>`
  );
}

type Art = { palette: Palette; motif: Motif; rng: Rng };

/** An 800×800 product picture with the title on a card and, for non-physical items, a type badge. */
export function listingArt(art: Art & { title: string; badge?: string }): string {
  const { palette, rng } = art;
  const [from, , accent, ink] = palette;
  const lines = wrapText(art.title, 22, 3);
  const lineHeight = 50;
  const cardHeight = 60 + lines.length * lineHeight;
  const cardTop = 800 - 48 - cardHeight;
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${cardTop + 62 + i * lineHeight}" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="bold" fill="${from}">${escapeXml(line)}</text>`,
    )
    .join("");
  const badge = art.badge
    ? `<rect x="40" y="40" width="${art.badge.length * 17 + 44}" height="52" rx="26" fill="${ink}" opacity="0.92"/>` +
      `<text x="62" y="75" font-family="${FONT}" font-size="26" font-weight="bold" fill="${from}">${escapeXml(art.badge)}</text>`
    : "";
  return svg(
    800,
    800,
    background(palette, rng, 800, 800, art.motif) +
      rosette(400, r(cardTop / 2 + 20), ink, accent) +
      `<rect x="48" y="${cardTop}" width="704" height="${cardHeight}" rx="28" fill="${ink}" opacity="0.9"/>${text}${badge}`,
  );
}

/** A square badge with initials: avatars and shop logos. */
export function monogramArt(art: Art & { initials: string; size: number; ring?: boolean }): string {
  const { palette, rng, size } = art;
  const [from, , accent, ink] = palette;
  const half = size / 2;
  const ring = art.ring
    ? `<circle cx="${half}" cy="${half}" r="${r(size * 0.36)}" fill="${ink}" opacity="0.92"/>` +
      `<circle cx="${half}" cy="${half}" r="${r(size * 0.36)}" fill="none" stroke="${accent}" stroke-width="${r(size / 40)}"/>`
    : "";
  const textFill = art.ring ? from : ink;
  return svg(
    size,
    size,
    background(palette, rng, size, size, art.motif) +
      ring +
      `<text x="${half}" y="${r(half + size * 0.12)}" text-anchor="middle" font-family="${FONT}" font-size="${r(size * 0.34)}" font-weight="bold" fill="${textFill}">${escapeXml(art.initials)}</text>`,
  );
}

/** A 480×360 category banner with the category name. */
export function categoryArt(art: Art & { name: string }): string {
  const { palette, rng } = art;
  const [from, , , ink] = palette;
  const lines = wrapText(art.name, 17, 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="240" y="${r(180 - (lines.length - 1) * 22 + i * 44 + 12)}" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="bold" fill="${from}">${escapeXml(line)}</text>`,
    )
    .join("");
  return svg(
    480,
    360,
    background(palette, rng, 480, 360, art.motif) +
      `<rect x="40" y="${120 - (lines.length - 1) * 22}" width="400" height="${90 + (lines.length - 1) * 44}" rx="22" fill="${ink}" opacity="0.88"/>${text}`,
  );
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\s]/gu, "")
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}
