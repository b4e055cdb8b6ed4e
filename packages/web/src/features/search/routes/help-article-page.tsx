import { ArrowLeft, LifeBuoy } from "lucide-react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useHelpArticle } from "../api/search";

/** /support/kb/{id}: one help article. */
export function Component() {
  const { id = "" } = useParams();
  const article = useHelpArticle(id);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back to Saheli
        </Link>
      </Button>
      {article.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-32" />
        </div>
      ) : article.isError ? (
        <EmptyState
          icon={LifeBuoy}
          headingLevel="h1"
          title="We couldn't find that help article"
          description="It may have moved. Try the search box at the top of the page."
        />
      ) : (
        <article className="grid gap-4">
          <title>{`${article.data.title} · Saheli Help`}</title>
          <p className="font-medium text-primary text-sm">{article.data.category}</p>
          <h1 className="font-display font-semibold text-3xl text-foreground">{article.data.title}</h1>
          <p className="whitespace-pre-line text-foreground leading-relaxed">{article.data.content}</p>
          <p className="text-muted-foreground text-xs">
            Updated {new Date(article.data.updated_at).toLocaleDateString("en-IN", { dateStyle: "medium" })}
          </p>
        </article>
      )}
    </div>
  );
}
