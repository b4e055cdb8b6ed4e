import { ArrowLeft, Bookmark } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session/use-session";
import { useSavedPosts } from "../api/get-saved-posts";
import { FeedList } from "../components/feed-list";

/** /community/my-items/saved-posts: "Saved Items" (doc 3 §2.1). */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired />;
  return <Saved />;
}

function Saved() {
  const saved = useSavedPosts();
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 px-3 py-4 sm:px-6 lg:py-8">
      <title>Saved Items · Saheli</title>
      <header className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon" aria-label="Back to the feed">
          <Link to="/community">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="font-display font-semibold text-2xl text-foreground">Saved Items</h1>
      </header>
      <FeedList
        feed={saved}
        empty={{
          icon: Bookmark,
          title: "No saved posts yet",
          description: "Save a post from its menu to read it later. It will wait for you here.",
          action: (
            <Button asChild variant="outline">
              <Link to="/community">Go to the feed</Link>
            </Button>
          ),
        }}
      />
    </div>
  );
}
