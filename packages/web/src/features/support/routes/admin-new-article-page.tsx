import { HELP_ARTICLE_ID, SupportMessages } from "@saheli/core/support";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useCreateArticle } from "../api/admin-articles";
import { AdminGate } from "../components/admin-gate";
import { type ArticleDraft, ArticleEditor } from "../components/article-editor";

/** /admin/help/new: write a new help article (admins only). */
export function Component() {
  return (
    <AdminGate what="write help articles">
      <NewArticle />
    </AdminGate>
  );
}

function NewArticle() {
  const navigate = useNavigate();
  const create = useCreateArticle();
  const [slug, setSlug] = useState("");
  const [slugError, setSlugError] = useState<string>();
  const [draft, setDraft] = useState<ArticleDraft>({
    title: "",
    category: "Getting started",
    content: "",
    note: "",
  });
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <title>New help article · Saheli admin</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/admin/help">
          <ArrowLeft aria-hidden /> Help articles
        </Link>
      </Button>
      <h1 className="font-display font-semibold text-2xl">New help article</h1>
      <ArticleEditor
        draft={draft}
        onChange={setDraft}
        pending={create.isPending}
        submitLabel="Publish"
        error={create.error && errorMessage(create.error)}
        before={
          <Field
            id="article-id"
            label="Address"
            error={slugError}
            hint={`/support/kb/${slug || "your-article"}`}
          >
            <Input
              {...fieldAria("article-id", slugError, true)}
              value={slug}
              onChange={(e) => {
                setSlug(e.target.value.toLowerCase().replace(/\s+/g, "-"));
                setSlugError(undefined);
              }}
            />
          </Field>
        }
        onSubmit={() => {
          if (!HELP_ARTICLE_ID.test(slug)) return setSlugError(SupportMessages.articleIdInvalid);
          create.mutate(
            { id: slug, ...draft },
            {
              onSuccess: (article) => {
                toast.success("The article is published.");
                navigate(`/admin/help/${article.id}`);
              },
            },
          );
        }}
      />
    </div>
  );
}
