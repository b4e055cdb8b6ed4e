import type { PostView } from "@saheli/core/contracts/feed";
import { POST_VISIBILITIES, type PostVisibility } from "@saheli/core/feed";
import { RefreshCw } from "lucide-react";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { usePostVersions } from "@/features/feed/api/post-extras";
import { useFeedT } from "@/features/feed/i18n";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { PostText } from "../post-text";
import { editedLabel } from "./edited-mark";

type Props = { post: PostView; open: boolean; onOpenChange: (open: boolean) => void };

/** Her post as it is now and as it was before each edit, newest first; only she sees this. */
export function PostVersionsDialog({ post, open, onOpenChange }: Props) {
  const versions = usePostVersions(post.id, open);
  const { t } = useFeedT();
  const locale = useIntlLocale();
  const when = (iso: string) => editedLabel(iso, locale);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85dvh] grid-cols-[minmax(0,1fr)] grid-rows-[auto_1fr] overflow-hidden">
        <DialogHeader>
          <DialogTitle>{t("versions.title")}</DialogTitle>
          <DialogDescription>{t("versions.description")}</DialogDescription>
        </DialogHeader>
        <div className="-mx-1 overflow-y-auto px-1">
          {versions.isPending ? (
            <div role="status" aria-label={t("versions.loading")} className="grid gap-3 py-2">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : versions.isError ? (
            <EmptyState
              headingLevel="h3"
              title={t("versions.failed")}
              description={versions.error.message}
              action={
                <Button variant="outline" onClick={() => versions.refetch()}>
                  <RefreshCw aria-hidden /> {t("versions.retry")}
                </Button>
              }
            />
          ) : (
            <ol className="grid gap-3 py-1">
              <Version
                label={t("versions.current", { when: post.edited_at ? when(post.edited_at) : "" })}
                title={post.title}
                content={post.content}
                visibility={post.visibility}
                images={post.image_urls}
                current
              />
              {versions.data.items.map((version, i) => (
                <Version
                  key={version.id}
                  label={
                    i === versions.data.items.length - 1
                      ? t("versions.original", { when: when(version.written_at) })
                      : t("versions.edited", { when: when(version.written_at) })
                  }
                  title={version.title}
                  content={version.content}
                  visibility={version.visibility}
                  images={version.image_urls}
                />
              ))}
            </ol>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Version(props: {
  label: string;
  title: string | null;
  content: string;
  visibility: string;
  images: string[];
  current?: boolean;
}) {
  const { t } = useFeedT();
  const audience = (visibility: string) =>
    (POST_VISIBILITIES as readonly string[]).includes(visibility)
      ? t(`visibility.${visibility as PostVisibility}`)
      : visibility;
  return (
    <li
      className={
        props.current
          ? "grid gap-2 rounded-xl bg-primary-soft/40 p-3 ring-1 ring-primary/30"
          : "grid gap-2 rounded-xl bg-muted/50 p-3 ring-1 ring-border"
      }
    >
      <p className="flex flex-wrap justify-between gap-x-3 text-muted-foreground text-xs">
        <span className="font-medium text-foreground">{props.label}</span>
        <span>{audience(props.visibility)}</span>
      </p>
      {props.title && <h3 className="font-display font-semibold">{props.title}</h3>}
      {props.content ? (
        <PostText text={props.content} />
      ) : (
        <p className="text-muted-foreground text-sm italic">{t("versions.noText")}</p>
      )}
      {props.images.length > 0 && (
        <div className="grid grid-cols-4 gap-1">
          {props.images.map((url) => (
            <FallbackImage
              key={url}
              src={url}
              alt=""
              className="aspect-square w-full rounded-md object-cover"
            />
          ))}
        </div>
      )}
    </li>
  );
}
