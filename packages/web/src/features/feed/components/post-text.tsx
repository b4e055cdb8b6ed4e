import { splitPostText } from "@saheli/core/feed";
import { Link } from "react-router";

/** Post text with its mentions, hashtags and links as elements; never parsed as HTML. */
export function PostText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line break-words text-foreground">
      {splitPostText(text).map((part, i) => {
        const key = `${i}-${part.kind}`;
        switch (part.kind) {
          case "mention":
            return (
              <Link
                key={key}
                to={`/profile/${part.username}`}
                className="font-medium text-primary hover:underline"
              >
                {part.text}
              </Link>
            );
          case "hashtag":
            return (
              <span key={key} className="font-medium text-primary">
                {part.text}
              </span>
            );
          case "url":
            return (
              <a
                key={key}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className="break-all text-primary underline-offset-2 hover:underline"
              >
                {part.text}
              </a>
            );
          default:
            return <span key={key}>{part.text}</span>;
        }
      })}
    </p>
  );
}
