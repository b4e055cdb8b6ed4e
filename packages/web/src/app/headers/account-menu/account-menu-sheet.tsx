import { ChevronRight, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitch } from "@/components/language-switch";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import type { SessionUser } from "@/lib/session/use-session";
import type { AccountMenuModel } from "./account-menu-model";
import { AccountMenuTrigger } from "./account-menu-trigger";
import { AccountSummary, formatTileCount } from "./account-summary";

type Props = {
  user: SessionUser;
  model: AccountMenuModel;
  loggingOut: boolean;
  defaultOpen?: boolean;
  onLogout: () => void;
};

/** Phones and tablets: the account menu fills the screen (doc 3 §2.4). */
export function AccountMenuSheet({ user, model, loggingOut, defaultOpen, onLogout }: Props) {
  const { t } = useTranslation();
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <AccountMenuTrigger user={user} expanded={false} />
      </SheetTrigger>
      <SheetContent side="right" className="w-full max-w-none border-l-0 sm:max-w-md sm:border-l">
        <SheetHeader className="pt-[calc(1rem+env(safe-area-inset-top))]">
          <SheetTitle className="sr-only">{t("account.menu")}</SheetTitle>
          <SheetDescription className="sr-only">{t("account.sheetDescription")}</SheetDescription>
          <AccountSummary user={user} badge={model.badge} />
        </SheetHeader>
        <SheetBody className="grid content-start gap-5">
          <nav aria-label={t("account.people")} className="grid grid-cols-3 gap-2">
            {model.tiles.map((tile) => (
              <SheetClose asChild key={tile.id}>
                <Link
                  to={tile.href}
                  className="flex flex-col items-center gap-0.5 rounded-2xl bg-muted px-2 py-3 transition-colors hover:bg-secondary"
                >
                  <span className="font-semibold text-foreground text-lg tabular-nums">
                    {formatTileCount(tile.count)}
                  </span>
                  <span className="text-muted-foreground text-xs">{t(`account.tiles.${tile.id}`)}</span>
                </Link>
              </SheetClose>
            ))}
          </nav>
          <nav aria-label={t("account.menu")}>
            <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border">
              {model.links.map(({ id, href, icon: Icon }) => (
                <li key={id}>
                  <SheetClose asChild>
                    <Link
                      to={href}
                      className="flex min-h-13 items-center gap-3 px-4 font-medium text-foreground transition-colors hover:bg-muted"
                    >
                      <Icon aria-hidden className="size-5 text-muted-foreground" />
                      <span className="flex-1">{t(`account.links.${id}`)}</span>
                      <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
                    </Link>
                  </SheetClose>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch />
        </SheetBody>
        <SheetFooter className="pb-[calc(1rem+env(safe-area-inset-bottom))]">
          <Button
            variant="outline"
            size="lg"
            className="text-destructive hover:border-destructive/40 hover:bg-destructive-soft"
            loading={loggingOut}
            onClick={onLogout}
          >
            <LogOut aria-hidden /> {t("account.logout")}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
