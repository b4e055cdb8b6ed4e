import { type Block, type Inline, parseMarkdown } from "@saheli/core/markdown";
import { Fragment, useMemo } from "react";
import { Link } from "react-router";

const LINK = "font-medium text-primary underline underline-offset-2 hover:text-primary-hover";

function Inlines({ items }: { items: Inline[] }) {
  return (
    <>
      {items.map((item, i) => {
        const key = `${item.type}-${i}`;
        if (item.type === "text") return <Fragment key={key}>{item.text}</Fragment>;
        if (item.type === "strong")
          return (
            <strong key={key} className="font-semibold text-foreground">
              <Inlines items={item.children} />
            </strong>
          );
        if (item.type === "em")
          return (
            <em key={key}>
              <Inlines items={item.children} />
            </em>
          );
        // Saheli's own pages stay in the app; other sites open in a new tab.
        return item.href.startsWith("/") ? (
          <Link key={key} to={item.href} className={LINK}>
            <Inlines items={item.children} />
          </Link>
        ) : (
          <a
            key={key}
            href={item.href}
            className={LINK}
            {...(/^https?:/.test(item.href) ? { target: "_blank", rel: "noreferrer noopener" } : {})}
          >
            <Inlines items={item.children} />
          </a>
        );
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading": {
      const Heading = `h${block.level}` as "h2" | "h3" | "h4";
      const size = block.level === 2 ? "mt-6 text-2xl" : block.level === 3 ? "mt-4 text-xl" : "mt-3 text-lg";
      return (
        <Heading id={block.id} className={`scroll-mt-24 font-display font-semibold text-foreground ${size}`}>
          <Inlines items={block.children} />
        </Heading>
      );
    }
    case "paragraph":
      return (
        <p>
          <Inlines items={block.children} />
        </p>
      );
    case "quote":
      return (
        <blockquote className="border-primary/40 border-l-4 pl-4 italic">
          <Inlines items={block.children} />
        </blockquote>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`grid gap-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's items have no ids and never reorder
            <li key={i}>
              <Inlines items={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** A policy's Markdown as React elements: HTML in the text is shown as text, never run. */
export function MarkdownView({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className="grid gap-4 text-foreground/90 leading-relaxed">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed document
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
