import { createRequire } from "node:module";
import { type Font, openSync } from "fontkit";

/**
 * Noto Sans, the static TTFs Google Fonts publishes, shipped in the npm package @expo-google-fonts/noto-sans.
 * This build of Noto Sans covers Latin, the ₹ sign and Devanagari with its shaping tables, so one family draws
 * English and Hindi alike; the built-in Helvetica has neither ₹ nor Devanagari. Resolved through node_modules,
 * so the path is the same from src/ under tsx and vitest and from the bundled dist/main.js.
 */
const FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
} as const;

export type FontName = keyof typeof FILES;

const require = createRequire(import.meta.url);
let opened: Record<FontName, Font> | null = null;

function open(name: FontName): Font {
  const font = openSync(require.resolve(FILES[name]));
  if (!("layout" in font)) throw new Error(`${FILES[name]} is a font collection, not a font`);
  return font;
}

/**
 * The fonts, opened once per process with fontkit (pdfkit's own font engine): parsing their layout tables is
 * what costs, a few hundred milliseconds per document if every document opened the files afresh.
 */
export function documentFonts(): Record<FontName, Font> {
  opened ??= { regular: open("regular"), bold: open("bold") };
  return opened;
}
