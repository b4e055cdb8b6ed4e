import { CATEGORY_ICONS, type CategoryIcon } from "@saheli/core/admin";
import type { AdminCategory } from "@saheli/core/contracts/admin";
import { ArrowDown, ArrowUp, Eye, EyeOff, FolderTree, Pencil, Plus, Tag } from "lucide-react";
import { useId, useState } from "react";
import { QueryState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useAdminCategories, useCurate } from "../api/curation";
import { adminKeys } from "../api/keys";
import { useAdminT } from "../i18n";
import { CATEGORY_ICON_COMPONENTS } from "../lib/category-icons";
import { ListSkeleton } from "./list-skeleton";
import { ReasonDialog } from "./reason-dialog";

const TEMPLATES = [
  "New range on Saheli",
  "Clearer names for shoppers",
  "Reorganised the catalogue",
  "Not ready yet",
];
const NONE = "none";

type Edit = { mode: "create" | "edit"; id?: string; name: string; parent: string; icon: string };
type Change =
  | { kind: "save"; edit: Edit }
  | { kind: "status"; category: AdminCategory }
  | { kind: "order"; ids: string[] };

function IconOf({ icon }: { icon: string | null }) {
  const Icon = icon ? CATEGORY_ICON_COMPONENTS[icon as CategoryIcon] : undefined;
  return Icon ? (
    <Icon aria-hidden className="size-4 text-primary" />
  ) : (
    <Tag aria-hidden className="size-4 text-muted-foreground" />
  );
}

/** Categories and their sub-categories: names, icons, order, and hiding one from shoppers. */
export function CategoriesEditor() {
  const { t } = useAdminT();
  const categories = useAdminCategories();
  const curate = useCurate(adminKeys.categories);
  const [change, setChange] = useState<Change | null>(null);
  const [edit, setEdit] = useState<Edit>({ mode: "create", name: "", parent: NONE, icon: NONE });
  const id = useId();

  const open = (next: Change) => {
    curate.reset();
    if (next.kind === "save") setEdit(next.edit);
    setChange(next);
  };
  const confirm = (reason: string) => {
    if (!change) return;
    const body = {
      name: edit.name.trim(),
      parent_id: edit.parent === NONE ? null : edit.parent,
      icon: edit.icon === NONE ? null : edit.icon,
    };
    const call =
      change.kind === "save"
        ? edit.mode === "create"
          ? { method: "post" as const, path: "/api/admin/categories", body: { ...body, reason } }
          : { method: "patch" as const, path: `/api/admin/categories/${edit.id}`, body: { ...body, reason } }
        : change.kind === "status"
          ? {
              method: "patch" as const,
              path: `/api/admin/categories/${change.category.id}`,
              body: { status: change.category.status === "A" ? "D" : "A", reason },
            }
          : {
              method: "put" as const,
              path: "/api/admin/categories/order",
              body: { ids: change.ids, reason },
            };
    curate.mutate(call, {
      onSuccess: () => {
        setChange(null);
        toast.success(t("categories.updated"));
      },
    });
  };

  return (
    <section aria-labelledby="categories-title" className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="categories-title" className="font-semibold text-lg">
            {t("categories.heading")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("categories.intro")}</p>
        </div>
        <Button
          variant="outline"
          onClick={() => open({ kind: "save", edit: { mode: "create", name: "", parent: NONE, icon: NONE } })}
        >
          <Plus aria-hidden /> {t("categories.add")}
        </Button>
      </div>
      <QueryState
        query={categories}
        errorTitle={t("categories.error")}
        loading={<ListSkeleton label={t("loading")} rows={1} className="h-48 rounded-2xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={{ icon: FolderTree, title: t("categories.none") }}
      >
        {(data) => {
          const top = data.items.filter((c) => !c.parent_id);
          const childrenOf = (parentId: string) => data.items.filter((c) => c.parent_id === parentId);
          const row = (category: AdminCategory, siblings: AdminCategory[], index: number) => {
            const move = (by: number) => {
              const ids = siblings.map((c) => c.id);
              const [moved] = ids.splice(index, 1);
              ids.splice(index + by, 0, moved!);
              open({ kind: "order", ids });
            };
            return (
              <div className="flex items-center gap-2 px-3 py-2">
                <IconOf icon={category.icon} />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">{category.name}</span>
                  <span className="truncate text-muted-foreground text-xs">
                    {t("categories.listings", { number: category.product_count })}
                  </span>
                </span>
                {category.status !== "A" && <Badge variant="muted">{t("hidden")}</Badge>}
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t("moveUp", { name: category.name })}
                  disabled={index === 0}
                  onClick={() => move(-1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t("moveDown", { name: category.name })}
                  disabled={index === siblings.length - 1}
                  onClick={() => move(1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t("categories.edit", { name: category.name })}
                  onClick={() =>
                    open({
                      kind: "save",
                      edit: {
                        mode: "edit",
                        id: category.id,
                        name: category.name,
                        parent: category.parent_id ?? NONE,
                        icon: category.icon ?? NONE,
                      },
                    })
                  }
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={
                    category.status === "A"
                      ? t("hideName", { name: category.name })
                      : t("showName", { name: category.name })
                  }
                  onClick={() => open({ kind: "status", category })}
                >
                  {category.status === "A" ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                </Button>
              </div>
            );
          };
          return (
            <ol className="divide-y divide-border rounded-2xl bg-card shadow-card ring-1 ring-border">
              {top.map((category, index) => {
                const kids = childrenOf(category.id);
                return (
                  <li key={category.id}>
                    {row(category, top, index)}
                    {kids.length > 0 && (
                      <ol
                        className="ms-6 border-border border-s"
                        aria-label={t("categories.subOf", { name: category.name })}
                      >
                        {kids.map((kid, kidIndex) => (
                          <li key={kid.id}>{row(kid, kids, kidIndex)}</li>
                        ))}
                      </ol>
                    )}
                  </li>
                );
              })}
            </ol>
          );
        }}
      </QueryState>
      <ReasonDialog
        open={change !== null}
        onOpenChange={(next) => !next && setChange(null)}
        title={
          change?.kind === "save"
            ? edit.mode === "create"
              ? t("categories.add")
              : t("categories.edit", { name: edit.name })
            : change?.kind === "status"
              ? change.category.status === "A"
                ? t("categories.hideTitle", { name: change.category.name })
                : t("categories.showTitle", { name: change.category.name })
              : t("saveOrder")
        }
        description={
          change?.kind === "status" && change.category.status === "A"
            ? t("categories.hideText")
            : t("categories.changeText")
        }
        templates={TEMPLATES}
        confirmLabel={t("save")}
        pending={curate.isPending}
        error={curate.error}
        onConfirm={confirm}
      >
        {change?.kind === "save" && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${id}-name`} label={t("categories.name")} className="sm:col-span-2">
              <Input
                id={`${id}-name`}
                value={edit.name}
                maxLength={60}
                onChange={(e) => setEdit({ ...edit, name: e.target.value })}
              />
            </Field>
            <Field id={`${id}-parent`} label={t("categories.parent")}>
              <Select value={edit.parent} onValueChange={(parent) => setEdit({ ...edit, parent })}>
                <SelectTrigger id={`${id}-parent`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{t("categories.topLevel")}</SelectItem>
                  {(categories.data?.items ?? [])
                    .filter((c) => !c.parent_id && c.id !== edit.id)
                    .map((c) => (
                      <SelectItem key={c.id} value={c.id}>
                        {c.name}
                      </SelectItem>
                    ))}
                </SelectContent>
              </Select>
            </Field>
            <Field id={`${id}-icon`} label={t("categories.icon")}>
              <Select value={edit.icon} onValueChange={(icon) => setEdit({ ...edit, icon })}>
                <SelectTrigger id={`${id}-icon`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{t("categories.noIcon")}</SelectItem>
                  {CATEGORY_ICONS.map((icon) => (
                    <SelectItem key={icon} value={icon}>
                      <span className="flex items-center gap-2">
                        <IconOf icon={icon} /> {icon.replace("-", " ")}
                      </span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          </div>
        )}
      </ReasonDialog>
    </section>
  );
}
