import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { usePost } from "../api/get-post";
import { PostCard } from "../components/post-card";

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
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 px-3 py-4 sm:px-6 lg:py-8">
      <title>Post · Saheli</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/community">
          <ArrowLeft aria-hidden /> Back to the feed
        </Link>
      </Button>
      {post.isPending && <PageLoading />}
      {post.isError && (
        <EmptyState
          icon={FileQuestion}
          headingLevel="h1"
          title="Post not found"
          description="It may have been deleted, or it is shared only with some people."
        />
      )}
      {post.data && (
        <PostCard post={post.data} expanded onDeleted={() => navigate("/community", { replace: true })} />
      )}
    </div>
  );
}
