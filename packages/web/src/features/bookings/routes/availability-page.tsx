import type { Availability } from "@saheli/core/contracts/bookings";
import { ArrowLeft, CalendarCheck2, Info } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSession } from "@/lib/session/use-session";
import { useAvailability } from "../api/get-availability";
import { useSaveAvailability } from "../api/save-availability";
import { BookingRules } from "../components/booking-rules";
import { SpecialDates } from "../components/special-dates";
import { WeeklyHours } from "../components/weekly-hours";
import { useBookingsT } from "../i18n";
import { type AvailabilityDraft, draftOf, draftProblems, toInput } from "../lib/availability-form";
import { zoneChoices, zoneLongName } from "../lib/zones";

/** /vendor/services/{listingId}/availability: when her service can be booked, and on what terms. */
export function Component() {
  const { t } = useBookingsT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("shop.hours.signIn")} />;
  return <AvailabilityView />;
}

function AvailabilityView() {
  const { t } = useBookingsT();
  const { listingId = "" } = useParams();
  const availability = useAvailability(listingId);
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <Button variant="link" asChild className="w-fit">
        <Link to="/vendor/products">
          <ArrowLeft aria-hidden /> {t("shop.hours.back")}
        </Link>
      </Button>
      <QueryState
        query={availability}
        loading={<PageLoading />}
        errorTitle={t("shop.hours.error")}
        errorHeadingLevel="h1"
      >
        {(saved) => <Editor key={saved.updated_at ?? "new"} saved={saved} />}
      </QueryState>
    </div>
  );
}

function Editor({ saved }: { saved: Availability }) {
  const { t } = useBookingsT();
  const locale = useIntlLocale();
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(saved));
  const [tried, setTried] = useState(false);
  const save = useSaveAvailability(saved.listing_id);
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const shown = tried ? problems : new Map<string, string>();
  const zones = useMemo(() => zoneChoices(draft.timezone), [draft.timezone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.size > 0) {
      toast.error(t("shop.hours.fix"));
      // Takes her to the first problem.
      requestAnimationFrame(() => document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    save.mutate(toInput(draft), {
      onSuccess: () => toast.success(saved.configured ? t("shop.hours.saved") : t("shop.hours.opened")),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <title>{t("shop.hours.title", { title: saved.title })}</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">
          {t("shop.hours.heading", { title: saved.title })}
        </h1>
        <p className="text-muted-foreground text-sm">
          {t("shop.hours.minutesEach", { number: saved.duration_minutes ?? "" })}
          {saved.requires_approval ? ` · ${t("shop.hours.youConfirm")}` : ""}
          {` · ${saved.is_online ? t("shop.hours.online") : t("shop.hours.inPerson")}`}
        </p>
      </div>
      {saved.configured ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <CalendarCheck2 aria-hidden className="size-4 text-success" /> {t("shop.hours.open")}
          <Link
            to={`/service/${saved.listing_slug}/book`}
            className="text-primary underline-offset-2 hover:underline"
          >
            {t("shop.hours.seePage")}
          </Link>
          <Link to="/vendor/bookings" className="text-primary underline-offset-2 hover:underline">
            {t("shop.hours.yourBookings")}
          </Link>
        </p>
      ) : (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-warning-soft p-3 text-sm text-warning"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("shop.hours.notOpen")}
        </p>
      )}

      <Panel id="panel-time-zone" title={t("shop.hours.zoneTitle")} description={t("shop.hours.zoneText")}>
        <Field id="availability-timezone" label={t("shop.hours.zoneLabel")} error={shown.get("timezone")}>
          <select
            id="availability-timezone"
            className={cn(fieldClasses, "h-11 sm:w-96")}
            value={draft.timezone}
            onChange={(event) => setDraft({ ...draft, timezone: event.target.value })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")} ({zoneLongName(zone, undefined, locale)})
              </option>
            ))}
          </select>
        </Field>
      </Panel>

      <Panel
        id="panel-weekly-hours"
        title={t("shop.hours.weeklyTitle")}
        description={t("shop.hours.weeklyText")}
      >
        <WeeklyHours draft={draft} onChange={setDraft} problems={shown} />
      </Panel>

      <Panel
        id="panel-special-dates"
        title={t("shop.hours.specialTitle")}
        description={t("shop.hours.specialText")}
      >
        <SpecialDates draft={draft} onChange={setDraft} problems={shown} />
      </Panel>

      <Panel id="panel-booking-rules" title={t("shop.hours.rulesTitle")}>
        <BookingRules
          draft={draft}
          onChange={setDraft}
          problems={shown}
          isOnline={saved.is_online}
          onlinePayments={saved.online_payments}
        />
      </Panel>

      {save.isError && (
        <p role="alert" className="rounded-xl bg-destructive-soft p-3 text-destructive text-sm">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 -mx-4 flex justify-end border-border border-t bg-card/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0">
        <Button type="submit" size="lg" loading={save.isPending}>
          {saved.configured ? t("shop.hours.save") : t("shop.hours.saveAndOpen")}
        </Button>
      </div>
    </form>
  );
}

function Panel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5"
    >
      <div className="grid gap-0.5">
        <h2 id={id} className="font-display font-semibold text-lg">
          {title}
        </h2>
        {description && <p className="text-muted-foreground text-sm">{description}</p>}
      </div>
      {children}
    </section>
  );
}
