import { Link } from "react-router";
import { type Block, type Inline, parseMarkdown } from "../lib/markdown";

/** A help article's Markdown as React elements (no HTML is ever injected). */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="grid gap-4 text-foreground leading-relaxed">
      {parseMarkdown(source).map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one text, re-rendered whole
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}

function BlockView({ block }: { block: Block }) {
  if (block.kind === "heading") {
    const Heading = `h${block.level}` as const;
    const size = block.level === 2 ? "text-xl" : block.level === 3 ? "text-lg" : "text-base";
    return (
      <Heading className={`mt-2 font-display font-semibold ${size}`}>
        <Inlines nodes={block.children} />
      </Heading>
    );
  }
  if (block.kind === "list") {
    const List = block.ordered ? "ol" : "ul";
    return (
      <List className={`grid gap-1.5 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
        {block.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items of one text
          <li key={i}>
            <Inlines nodes={item} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <p>
      <Inlines nodes={block.children} />
    </p>
  );
}

function Inlines({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case "text":
        return node.text;
      case "strong":
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: inline runs of one text
          <strong key={i} className="font-semibold">
            <Inlines nodes={node.children} />
          </strong>
        );
      case "em":
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: inline runs of one text
          <em key={i}>
            <Inlines nodes={node.children} />
          </em>
        );
      case "code":
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: inline runs of one text
          <code key={i} className="rounded bg-muted px-1 py-0.5 text-[0.9em]">
            {node.text}
          </code>
        );
      default:
        return node.internal ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: inline runs of one text
          <Link key={i} to={node.href} className="font-medium text-primary underline underline-offset-2">
            <Inlines nodes={node.children} />
          </Link>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: inline runs of one text
            key={i}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-primary underline underline-offset-2"
          >
            <Inlines nodes={node.children} />
          </a>
        );
    }
  });
}
