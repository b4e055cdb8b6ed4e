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
import { useSupportT } from "../i18n";

/** /admin/help/new: write a new help article (admins only). */
export function Component() {
  return (
    <AdminGate what="write">
      <NewArticle />
    </AdminGate>
  );
}

function NewArticle() {
  const { t } = useSupportT();
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
      <title>{t("admin.newArticle.title")}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/admin/help">
          <ArrowLeft aria-hidden /> {t("admin.help.heading")}
        </Link>
      </Button>
      <h1 className="font-display font-semibold text-2xl">{t("admin.newArticle.heading")}</h1>
      <ArticleEditor
        draft={draft}
        onChange={setDraft}
        pending={create.isPending}
        submitLabel={t("admin.newArticle.publish")}
        error={create.error && errorMessage(create.error)}
        before={
          <Field
            id="article-id"
            label={t("admin.newArticle.address")}
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
                toast.success(t("admin.newArticle.published"));
                navigate(`/admin/help/${article.id}`);
              },
            },
          );
        }}
      />
    </div>
  );
}
