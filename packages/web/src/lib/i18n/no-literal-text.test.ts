import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The guard of issue 20: the web app shows no English of its own outside the catalogues. Every `.tsx` file is
 * parsed and each piece of text a person would read is flagged when it is written inline: JSX text, the
 * attributes a screen reader or a tooltip reads, toasts and page titles. What is the same in every language
 * (the brand, file formats, an address's scheme, an example e-mail) is allowed by name below.
 */
const SRC = fileURLToPath(new URL("../..", import.meta.url));
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "placeholder",
  "title",
  "alt",
]);
const SAME_IN_EVERY_LANGUAGE = new Set([
  "Saheli",
  "SHEPay",
  "PDF",
  "CSV",
  "https://",
  "you@example.com",
  "· /support/kb/",
]);
const WORDS = /[A-Za-z]{2,}/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of a string or template literal, placeholders left out; null for anything else. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
  return null;
}

function inlineText(file: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const flag = (node: ts.Node, text: string) => {
    const shown = text.trim();
    if (!WORDS.test(shown) || SAME_IN_EVERY_LANGUAGE.has(shown)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${relative(SRC, file)}:${line} ${shown.replace(/\s+/g, " ").slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) flag(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = value ? literalText(value) : null;
      if (text !== null) flag(node, text);
    }
    if (ts.isCallExpression(node) && /^toast(\.\w+)?$/.test(node.expression.getText())) {
      const text = node.arguments[0] ? literalText(node.arguments[0]) : null;
      if (text !== null) flag(node, text);
    }
    if (ts.isBinaryExpression(node) && node.left.getText() === "document.title") {
      const text = literalText(node.right);
      if (text !== null) flag(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the web app's words", () => {
  it("come from the catalogues: no screen writes a person's text inline", () => {
    const found = sourceFiles(SRC).flatMap(inlineText);
    expect(found).toEqual([]);
  });
});
