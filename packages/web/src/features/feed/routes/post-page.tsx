import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { usePost } from "../api/get-post";
import { PostCard } from "../components/post-card";
import { useFeedT } from "../i18n";

/** /community/post/{id}: one post with its comments open. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired />;
  return <PostPage />;
}

function PostPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const post = usePost(id);
  const { t } = useFeedT();
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 px-3 py-4 sm:px-6 lg:py-8">
      <title>{t("postPage.title")}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/community">
          <ArrowLeft aria-hidden /> {t("postPage.back")}
        </Link>
      </Button>
      {post.isPending && <PageLoading />}
      {post.isError && (
        <EmptyState
          icon={FileQuestion}
          headingLevel="h1"
          title={t("postPage.notFound")}
          description={t("postPage.notFoundHint")}
        />
      )}
      {post.data && (
        <PostCard post={post.data} expanded onDeleted={() => navigate("/community", { replace: true })} />
      )}
    </div>
  );
}
