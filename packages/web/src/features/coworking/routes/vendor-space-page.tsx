import {
  type CoworkingInput,
  coworkingInputSchema,
  type VendorCoworking,
} from "@saheli/core/contracts/coworking";
import { PASS_LABELS, PASS_TYPES, type PassType } from "@saheli/core/coworking";
import { listingPath } from "@saheli/core/listings";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useSession } from "@/lib/session/use-session";
import { useSaveVendorSpace, useVendorSpace } from "../api/vendor-space";

/** /vendor/services/{listingId}/coworking: list her service as a co-working space, change it, or stop. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out")
    return <SignInRequired description="Sign in to list your co-working space." />;
  return <VendorSpace />;
}

function VendorSpace() {
  const { listingId = "" } = useParams();
  const mine = useVendorSpace(listingId);
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <Button variant="link" asChild className="w-fit">
        <Link to="/vendor/products">
          <ArrowLeft aria-hidden /> Your products
        </Link>
      </Button>
      <QueryState
        query={mine}
        loading={<PageLoading />}
        errorTitle="We couldn't load this service"
        errorHeadingLevel="h1"
      >
        {(data) => <SpaceForm key={JSON.stringify(data.space)} data={data} />}
      </QueryState>
    </div>
  );
}

type Draft = { city: string; address: string; amenities: string; pass_type: PassType };
type Problems = Partial<Record<keyof Draft, string>>;

const inputOf = (draft: Draft): CoworkingInput => ({
  city: draft.city,
  address: draft.address,
  amenities: draft.amenities.split(","),
  pass_type: draft.pass_type,
});

function problemsOf(draft: Draft): Problems {
  const parsed = coworkingInputSchema.safeParse(inputOf(draft));
  if (parsed.success) return {};
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Draft;
    problems[field] ??= issue.message;
  }
  return problems;
}

function SpaceForm({ data }: { data: VendorCoworking }) {
  const { space, listing } = data;
  const [draft, setDraft] = useState<Draft>(() => ({
    city: space?.city ?? "",
    address: space?.address ?? "",
    amenities: space?.amenities.join(", ") ?? "",
    pass_type: space?.pass_type ?? "day",
  }));
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { save, remove } = useSaveVendorSpace(listing.id);
  const problems = tried ? problemsOf(draft) : {};
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problemsOf(draft)).length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    save.mutate(inputOf(draft), {
      onSuccess: () => toast.success(space ? "Your space is updated" : "Your space is listed under Co-work"),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <title>{`Co-working space · ${listing.title} · Saheli`}</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">Co-working space</h1>
        <p className="text-muted-foreground text-sm">
          List{" "}
          <Link
            to={listingPath({ listing_type: "service", slug: listing.slug })}
            className="text-primary hover:underline"
          >
            {listing.title}
          </Link>{" "}
          under Co-work spaces. A pass is booked like the service, from its hours and price.
        </p>
      </div>
      <Field id="cowork-city" label="City" error={problems.city}>
        <Input
          {...fieldAria("cowork-city", problems.city)}
          value={draft.city}
          autoComplete="address-level2"
          onChange={(e) => set("city")(e.target.value)}
        />
      </Field>
      <Field id="cowork-address" label="Address" error={problems.address}>
        <Textarea
          {...fieldAria("cowork-address", problems.address)}
          value={draft.address}
          rows={3}
          autoComplete="street-address"
          onChange={(e) => set("address")(e.target.value)}
        />
      </Field>
      <Field
        id="cowork-amenities"
        label="Amenities"
        error={problems.amenities}
        hint="Separated by commas, e.g. Wi-Fi, Tea, Meeting room, Childcare corner"
      >
        <Input
          {...fieldAria("cowork-amenities", problems.amenities, true)}
          value={draft.amenities}
          onChange={(e) => set("amenities")(e.target.value)}
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Passes</legend>
        <div className="flex flex-wrap gap-4">
          {PASS_TYPES.map((pass) => (
            <label key={pass} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="pass_type"
                value={pass}
                checked={draft.pass_type === pass}
                onChange={() => set("pass_type")(pass)}
              />
              {PASS_LABELS[pass]}
            </label>
          ))}
        </div>
        <p className="text-muted-foreground text-xs">
          The pass lasts as long as the service's booking; set its length and hours on the{" "}
          <Link to={`/vendor/services/${listing.id}/availability`} className="text-primary hover:underline">
            hours page
          </Link>
          .
        </p>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {space ? "Save changes" : "List as a co-working space"}
        </Button>
        {space && (
          <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
            Stop listing as a space
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop listing as a co-working space?"
        description="The service stays on sale; it just won't show under Co-work spaces."
        confirmLabel="Stop listing"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success("No longer listed as a co-working space");
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </form>
  );
}
