import { Newspaper } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

/** Honest: posts come with the community feed, which is not built yet. */
export function PostsPlaceholder({ name, own }: { name: string; own: boolean }) {
  return (
    <EmptyState
      icon={Newspaper}
      headingLevel="h2"
      title="Posts are coming soon"
      description={
        own
          ? "Your posts will show here once the community feed opens on Saheli."
          : `${name}'s posts will show here once the community feed opens on Saheli.`
      }
    />
  );
}
