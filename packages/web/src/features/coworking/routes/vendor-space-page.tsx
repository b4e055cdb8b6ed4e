import {
  type CoworkingInput,
  coworkingInputSchema,
  type VendorCoworking,
} from "@saheli/core/contracts/coworking";
import { PASS_TYPES, type PassType } from "@saheli/core/coworking";
import { listingPath } from "@saheli/core/listings";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Trans } from "react-i18next";
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
import { useCoworkingT } from "../i18n";

/** /vendor/services/{listingId}/coworking: list her service as a co-working space, change it, or stop. */
export function Component() {
  const { t } = useCoworkingT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("vendor.signIn")} />;
  return <VendorSpace />;
}

function VendorSpace() {
  const { t } = useCoworkingT();
  const { listingId = "" } = useParams();
  const mine = useVendorSpace(listingId);
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <Button variant="link" asChild className="w-fit">
        <Link to="/vendor/products">
          <ArrowLeft aria-hidden /> {t("vendor.back")}
        </Link>
      </Button>
      <QueryState
        query={mine}
        loading={<PageLoading />}
        errorTitle={t("vendor.error")}
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
  const { t } = useCoworkingT();
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
      onSuccess: () => toast.success(space ? t("vendor.updated") : t("vendor.listed")),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <title>{t("vendor.title", { title: listing.title })}</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">{t("vendor.heading")}</h1>
        <p className="text-muted-foreground text-sm">
          <Trans
            t={t}
            i18nKey="vendor.intro"
            values={{ title: listing.title }}
            components={{
              service: (
                <Link
                  to={listingPath({ listing_type: "service", slug: listing.slug })}
                  className="text-primary hover:underline"
                />
              ),
            }}
          />
        </p>
      </div>
      <Field id="cowork-city" label={t("vendor.city")} error={problems.city}>
        <Input
          {...fieldAria("cowork-city", problems.city)}
          value={draft.city}
          autoComplete="address-level2"
          onChange={(e) => set("city")(e.target.value)}
        />
      </Field>
      <Field id="cowork-address" label={t("vendor.address")} error={problems.address}>
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
        label={t("vendor.amenities")}
        error={problems.amenities}
        hint={t("vendor.amenitiesHint")}
      >
        <Input
          {...fieldAria("cowork-amenities", problems.amenities, true)}
          value={draft.amenities}
          onChange={(e) => set("amenities")(e.target.value)}
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">{t("vendor.passes")}</legend>
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
              {t(`pass.${pass}`)}
            </label>
          ))}
        </div>
        <p className="text-muted-foreground text-xs">
          <Trans
            t={t}
            i18nKey="vendor.passNote"
            components={{
              hours: (
                <Link
                  to={`/vendor/services/${listing.id}/availability`}
                  className="text-primary hover:underline"
                />
              ),
            }}
          />
        </p>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {space ? t("vendor.save") : t("vendor.list")}
        </Button>
        {space && (
          <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
            {t("vendor.stop")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("vendor.stopTitle")}
        description={t("vendor.stopText")}
        confirmLabel={t("vendor.stopConfirm")}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t("vendor.stopped"));
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </form>
  );
}
