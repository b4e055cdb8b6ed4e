import type { DeliveryLocation } from "@saheli/core/contracts/locations";
import { digitsOnly, LocationLimits, LocationMessages } from "@saheli/core/locations";
import { Check, Crosshair, Plus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Trans } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { lazyWhenOpen } from "@/lib/lazy-when-open";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { lookupPincode, useLocations } from "../api/locations";
import { useMarketplaceT } from "../i18n";
import { type ChosenLocation, chosenLocation, useChosenLocation } from "../lib/chosen-location";
import { detectLocation } from "../lib/detect-location";
import { LOCATION_TRIGGER, LocationFace } from "./location-face";

const AddressDialog = lazyWhenOpen(() => import("./address-dialog").then((m) => m.AddressDialog));

/** Doc 3 §2.14: a saved address, the device's location, or a quick 6-digit pincode. */
export function LocationPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useMarketplaceT();
  const chosen = useChosenLocation();
  const session = useSession();
  const saved = useLocations();
  const [open, setOpen] = useState(defaultOpen);
  const [adding, setAdding] = useState(false);
  const items = saved.data?.items ?? [];
  const first = items[0];

  // Doc 3 §4: with nothing chosen in this browser, her first saved location stands in.
  useEffect(() => {
    if (!chosen && first) chosenLocation.set(savedChoice(first));
  }, [chosen, first]);

  const choose = (location: ChosenLocation) => {
    chosenLocation.set(location);
    setOpen(false);
  };

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger className={LOCATION_TRIGGER}>
          <LocationFace chosen={chosen} />
        </PopoverTrigger>
        <PopoverContent align="start" className="grid w-80 gap-4">
          <p className="font-semibold text-foreground">{t("location.popover.heading")}</p>
          {chosen && (
            <p role="status" className="-mt-2 text-sm">
              <Trans
                t={t}
                i18nKey="location.popover.deliveringTo"
                values={{ place: [chosen.name, chosen.pincode].filter(Boolean).join(" ") }}
                components={{ place: <span className="font-medium" /> }}
              />
            </p>
          )}
          {session.status === "signed-in" ? (
            <SavedList items={items} chosenId={chosen?.id} loading={saved.isPending} onChoose={choose} />
          ) : (
            <SignInForAddresses />
          )}
          {session.status === "signed-in" && (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                setOpen(false);
                setAdding(true);
              }}
            >
              <Plus aria-hidden /> {t("location.popover.addAddress")}
            </Button>
          )}
          <DetectButton onFound={choose} />
          <PincodeEntry onFound={choose} />
        </PopoverContent>
      </Popover>
      <AddressDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

/** Only what the header shows is kept in the browser: never her phone or street. */
const savedChoice = (item: DeliveryLocation): ChosenLocation => ({
  id: item.id,
  name: item.name,
  pincode: item.pincode,
  city: item.city,
  state: item.state,
  type: "saved",
});

type SavedProps = {
  items: DeliveryLocation[];
  chosenId: string | undefined;
  loading: boolean;
  onChoose: (location: ChosenLocation) => void;
};

function SavedList({ items, chosenId, loading, onChoose }: SavedProps) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  if (loading) return <p className="text-muted-foreground text-sm">{t("location.popover.loading")}</p>;
  if (items.length === 0)
    return <p className="text-muted-foreground text-sm">{messageIn(LocationMessages.noSaved)}</p>;
  return (
    <ul aria-label={t("location.popover.saved")} className="grid gap-1">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            aria-pressed={item.id === chosenId}
            onClick={() => onChoose(savedChoice(item))}
            className={cn(
              "flex w-full items-start gap-2 rounded-lg p-2 text-left text-sm hover:bg-muted",
              item.id === chosenId && "bg-primary-soft",
            )}
          >
            <Check
              aria-hidden
              className={cn("mt-0.5 size-4 shrink-0 text-primary", item.id !== chosenId && "invisible")}
            />
            <span className="min-w-0">
              <span className="block font-medium">
                {item.name}
                {item.is_default && (
                  <span className="ml-1 text-muted-foreground text-xs">{t("location.popover.default")}</span>
                )}
              </span>
              <span className="block truncate text-muted-foreground text-xs">
                {[item.address_line, item.city, item.state, item.pincode].filter(Boolean).join(", ")}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function SignInForAddresses() {
  const { t } = useMarketplaceT();
  const { openSignIn } = useSignIn();
  return (
    <p className="text-sm">
      <Button variant="link" className="h-auto p-0" onClick={() => openSignIn("sign-in")}>
        {t("location.popover.signIn")}
      </Button>
      {t("location.popover.signInRest")}
    </p>
  );
}

function DetectButton({ onFound }: { onFound: (location: ChosenLocation) => void }) {
  const { t } = useMarketplaceT();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const detect = async () => {
    setState({ busy: true, error: null });
    try {
      onFound(await detectLocation());
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <div className="grid gap-1">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        loading={state.busy}
        onClick={() => void detect()}
      >
        <Crosshair aria-hidden /> {t("location.popover.detect")}
      </Button>
      {state.error && (
        <p role="alert" className="text-destructive text-xs">
          {state.error}
        </p>
      )}
    </div>
  );
}

function PincodeEntry({ onFound }: { onFound: (location: ChosenLocation) => void }) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const [pincode, setPincode] = useState("");
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, error: null });
    try {
      const place = await lookupPincode(pincode);
      onFound({
        id: `pin-${place.pincode}`,
        name: `${place.city}, ${place.state}`,
        pincode: place.pincode,
        city: place.city,
        state: place.state,
        type: "pincode",
      });
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message || messageIn(LocationMessages.noneFound) });
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-1.5 border-border border-t pt-3">
      <label htmlFor="quick-pincode" className="font-medium text-sm">
        {t("location.popover.pincodeLabel")}
      </label>
      <div className="flex gap-2">
        <Input
          id="quick-pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t("location.popover.pincodePlaceholder")}
          value={pincode}
          onChange={(e) => setPincode(digitsOnly(e.target.value, LocationLimits.pincode))}
        />
        <Button type="submit" disabled={pincode.length !== LocationLimits.pincode} loading={state.busy}>
          {t("location.popover.add")}
        </Button>
      </div>
      {state.error && (
        <p role="alert" className="text-destructive text-xs">
          {state.error}
        </p>
      )}
    </form>
  );
}
