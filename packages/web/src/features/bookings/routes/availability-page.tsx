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
import { useSession } from "@/lib/session/use-session";
import { useAvailability } from "../api/get-availability";
import { useSaveAvailability } from "../api/save-availability";
import { BookingRules } from "../components/booking-rules";
import { SpecialDates } from "../components/special-dates";
import { WeeklyHours } from "../components/weekly-hours";
import { type AvailabilityDraft, draftOf, draftProblems, toInput } from "../lib/availability-form";
import { zoneChoices, zoneLongName } from "../lib/zones";

/** /vendor/services/{listingId}/availability: when her service can be booked, and on what terms. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description="Sign in to set your hours." />;
  return <AvailabilityView />;
}

function AvailabilityView() {
  const { listingId = "" } = useParams();
  const availability = useAvailability(listingId);
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <Button variant="link" asChild className="w-fit">
        <Link to="/vendor/products">
          <ArrowLeft aria-hidden /> Your products
        </Link>
      </Button>
      <QueryState
        query={availability}
        loading={<PageLoading />}
        errorTitle="We couldn't load this service's hours"
        errorHeadingLevel="h1"
      >
        {(saved) => <Editor key={saved.updated_at ?? "new"} saved={saved} />}
      </QueryState>
    </div>
  );
}

function Editor({ saved }: { saved: Availability }) {
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
      toast.error("Please fix the marked fields");
      // Takes her to the first problem.
      requestAnimationFrame(() => document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    save.mutate(toInput(draft), {
      onSuccess: () =>
        toast.success(saved.configured ? "Your hours are saved" : "Your service is open for booking"),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <title>{`Hours · ${saved.title} · Saheli`}</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">Hours for {saved.title}</h1>
        <p className="text-muted-foreground text-sm">
          {saved.duration_minutes} minutes each{saved.requires_approval ? " · you confirm each booking" : ""}
          {saved.is_online ? " · online" : " · in person"}
        </p>
      </div>
      {saved.configured ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <CalendarCheck2 aria-hidden className="size-4 text-success" /> Open for booking.
          <Link
            to={`/service/${saved.listing_slug}/book`}
            className="text-primary underline-offset-2 hover:underline"
          >
            See the booking page
          </Link>
          <Link to="/vendor/bookings" className="text-primary underline-offset-2 hover:underline">
            Your bookings
          </Link>
        </p>
      ) : (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-warning-soft p-3 text-sm text-warning"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          Not taking bookings yet. Check your hours below and save to open booking.
        </p>
      )}

      <Panel title="Time zone" description="Your hours are in this zone; buyers see times in their own.">
        <Field id="availability-timezone" label="Your time zone" error={shown.get("timezone")}>
          <select
            id="availability-timezone"
            className={cn(fieldClasses, "h-11 sm:w-96")}
            value={draft.timezone}
            onChange={(event) => setDraft({ ...draft, timezone: event.target.value })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")} ({zoneLongName(zone)})
              </option>
            ))}
          </select>
        </Field>
      </Panel>

      <Panel title="Weekly hours" description="The times you take bookings each week.">
        <WeeklyHours draft={draft} onChange={setDraft} problems={shown} />
      </Panel>

      <Panel title="Special dates" description="Holidays and days with other hours than usual.">
        <SpecialDates draft={draft} onChange={setDraft} problems={shown} />
      </Panel>

      <Panel title="Booking rules">
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
          {saved.configured ? "Save hours" : "Save and open booking"}
        </Button>
      </div>
    </form>
  );
}

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replaceAll(" ", "-")}`;
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
