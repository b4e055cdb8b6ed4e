import type { AiChatResponse } from "@saheli/core/contracts/assistant";
import { formatMoney } from "@saheli/core/money";
import { BookOpen, ExternalLink, MessageSquare, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { useAssistantT } from "../i18n";

const internal = (url: string) => url.startsWith("/") && !url.startsWith("//");

function Destination({
  url,
  children,
  onFollow,
}: {
  url: string;
  children: React.ReactNode;
  onFollow: () => void;
}) {
  const className =
    "inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  if (internal(url))
    return (
      <Link to={url} className={className} onClick={onFollow}>
        {children}
      </Link>
    );
  if (!/^https?:\/\//.test(url)) return <span>{children}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  );
}

/** Under an answer: what to do next, the articles it cites, and listings and posts that match. */
export function AnswerLinks({ answer, onFollow }: { answer: AiChatResponse; onFollow: () => void }) {
  const { t } = useAssistantT();
  const { actions, sources, suggestions } = answer;
  return (
    <div className="mt-2 space-y-2">
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) =>
            internal(action.href) ? (
              <Link
                key={action.href + action.label}
                to={action.href}
                onClick={onFollow}
                className="rounded-full border border-primary/40 bg-card px-3 py-1 text-sm font-medium text-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {action.label}
              </Link>
            ) : (
              <Destination key={action.href + action.label} url={action.href} onFollow={onFollow}>
                {action.label}
              </Destination>
            ),
          )}
        </div>
      )}
      {sources.length > 0 && (
        <div>
          <p className="text-xs font-medium text-muted-foreground">{t("answer.articles")}</p>
          <ul className="mt-1 space-y-1">
            {sources.map((source) => (
              <li key={source.url}>
                <Destination url={source.url} onFollow={onFollow}>
                  <BookOpen aria-hidden className="size-3.5 shrink-0" />
                  {source.title}
                </Destination>
              </li>
            ))}
          </ul>
        </div>
      )}
      {suggestions.relatedProducts.length > 0 && (
        <div>
          <p className="text-xs font-medium text-muted-foreground">{t("answer.onSaheli")}</p>
          <ul className="mt-1 space-y-1">
            {suggestions.relatedProducts.map((item) => (
              <li key={item.url}>
                <Destination url={item.url} onFollow={onFollow}>
                  <ShoppingBag aria-hidden className="size-3.5 shrink-0" />
                  {item.title}
                  {item.price !== null && (
                    <span className="font-normal text-muted-foreground">{formatMoney(item.price)}</span>
                  )}
                </Destination>
              </li>
            ))}
          </ul>
        </div>
      )}
      {suggestions.communityPosts.length > 0 && (
        <div>
          <p className="text-xs font-medium text-muted-foreground">{t("answer.community")}</p>
          <ul className="mt-1 space-y-1">
            {suggestions.communityPosts.map((post) => (
              <li key={post.url}>
                <Destination url={post.url} onFollow={onFollow}>
                  <MessageSquare aria-hidden className="size-3.5 shrink-0" />
                  <span className="line-clamp-1">{post.title}</span>
                </Destination>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
