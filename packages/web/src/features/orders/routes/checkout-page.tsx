import type { DeliveryLocation } from "@saheli/core/contracts/locations";
import { formatMoney } from "@saheli/core/money";
import { OrderMessages, type PaymentMethod } from "@saheli/core/orders";
import { ShoppingBag } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { queryBranch } from "@/components/query-branch";
import { QueryError, QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState, type EmptyStateProps } from "@/components/ui/empty-state";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/error-message";
import { messageIn } from "@/lib/i18n/i18n";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { useCheckoutCart } from "../api/get-cart";
import { useCheckoutQuote } from "../api/get-checkout-quote";
import { useDeliveryLocations } from "../api/get-locations";
import { AddressStep } from "../components/address-step";
import { CheckoutProblems } from "../components/checkout-problems";
import { CheckoutReview } from "../components/checkout-review";
import { Panel } from "../components/panel";
import { Parcels } from "../components/parcels";
import { PaymentMethods } from "../components/payment-methods";
import { CheckoutSkeleton } from "../components/skeletons";
import { useOrdersT } from "../i18n";
import { chosenMethod } from "../lib/checkout-rules";
import { usePlacing } from "../lib/use-placing";

/** /checkout: address, phone, the parcels per shop, the payment method, and a review before "Place order". */
export function Component() {
  const { t } = useOrdersT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("checkout.signIn")} />;
  return <CheckoutView fullName={session.user.full_name} />;
}

function Page({ children }: { children: ReactNode }) {
  const { t } = useOrdersT();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-6 pb-4 sm:px-6 lg:py-10">
      <title>{t("checkout.title")}</title>
      <h1 className="font-display font-semibold text-2xl">{t("checkout.heading")}</h1>
      {children}
    </div>
  );
}

/** The empty cart's state, in her language. */
function useEmptyCart(): EmptyStateProps {
  const { t } = useOrdersT();
  const messageIn = useMessageIn();
  return {
    icon: ShoppingBag,
    title: messageIn(OrderMessages.emptyCart),
    description: t("checkout.emptyHint"),
    action: (
      <Button asChild>
        <Link to="/commerce">{t("checkout.startShopping")}</Link>
      </Button>
    ),
  };
}

function CheckoutView({ fullName }: { fullName: string }) {
  const { t } = useOrdersT();
  const emptyCart = useEmptyCart();
  const cart = useCheckoutCart(true);
  const locations = useDeliveryLocations(true);
  const both = {
    data: cart.data && locations.data ? { cart: cart.data, locations: locations.data.items } : undefined,
    isError: cart.isError || locations.isError,
    error: cart.error ?? locations.error,
    refetch: () => Promise.all([cart.refetch(), locations.refetch()]),
  };
  return (
    <Page>
      <QueryState
        query={both}
        loading={<CheckoutSkeleton />}
        errorTitle={t("checkout.error")}
        isEmpty={(data) => data.cart.items.length === 0}
        empty={emptyCart}
      >
        {(data) => <CheckoutSteps locations={data.locations} fullName={fullName} />}
      </QueryState>
    </Page>
  );
}

function CheckoutSteps({ locations, fullName }: { locations: DeliveryLocation[]; fullName: string }) {
  const { t } = useOrdersT();
  const emptyCart = useEmptyCart();
  const [addressId, setAddressId] = useState<string | null>(null);
  const chosenId = addressId ?? locations.find((l) => l.is_default)?.id ?? locations[0]?.id ?? null;
  const chosenLocation = locations.find((l) => l.id === chosenId) ?? null;
  const quote = useCheckoutQuote(chosenId);
  const [phone, setPhone] = useState<string | null>(null);
  const [wanted, setWanted] = useState<PaymentMethod | null>(null);
  const placing = usePlacing(quote, chosenId);
  const data = quote.data;
  const branch = queryBranch(quote, (q) => q.shops.length === 0);
  const method = data ? chosenMethod(data, wanted) : null;
  const phoneValue = phone ?? data?.address.phone ?? chosenLocation?.phone ?? "";

  const chooseAddress = (id: string) => {
    setAddressId(id);
    // A new address brings its own phone.
    setPhone(null);
  };
  const submit = () => data && method && placing.submit(data, method, phoneValue);
  const placeButton = (className: string) => (
    <Button
      size="lg"
      className={className}
      loading={placing.isPending}
      disabled={!data || data.problems.length > 0 || method === null || quote.isFetching}
      onClick={submit}
    >
      {t("checkout.place")}
    </Button>
  );

  if (
    chosenId !== null &&
    (branch.kind === "empty" || (branch.kind === "error" && isEmptyCart(branch.error)))
  )
    return <EmptyState {...emptyCart} />;

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-6">
          {data && <CheckoutProblems problems={data.problems} />}
          <Panel title={t("checkout.steps.address")} id="checkout-address">
            <AddressStep
              locations={locations}
              chosenId={chosenId}
              onChoose={chooseAddress}
              fullName={fullName}
            />
          </Panel>
          {chosenId !== null && branch.kind === "loading" && <Skeleton className="h-56 rounded-2xl" />}
          {branch.kind === "error" && (
            <QueryError
              title={t("checkout.quoteError")}
              error={branch.error}
              retrying={quote.isRefetching}
              onRetry={() => void quote.refetch()}
            />
          )}
          {data && (
            <>
              <Panel title={t("checkout.steps.contact")} id="checkout-contact">
                <Field
                  id="checkout-phone"
                  label={t("checkout.phone")}
                  error={placing.phoneError}
                  hint={t("checkout.phoneHint")}
                >
                  <Input
                    {...fieldAria("checkout-phone", placing.phoneError, true)}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    value={phoneValue}
                    onChange={(event) => {
                      setPhone(event.target.value);
                      placing.clearPhoneError();
                    }}
                  />
                </Field>
              </Panel>
              <Panel title={t("checkout.steps.parcels")} id="checkout-parcels">
                <Parcels quote={data} />
              </Panel>
              <Panel title={t("checkout.steps.payment")} id="checkout-payment">
                <PaymentMethods quote={data} chosen={method} onChoose={setWanted} />
              </Panel>
              <Panel title={t("checkout.steps.review")} id="checkout-review-mobile" className="lg:hidden">
                <CheckoutReview quote={data} method={method} />
                {placing.failure && <PlaceFailure message={placing.failure} />}
              </Panel>
            </>
          )}
        </div>
        {data && (
          <aside
            aria-labelledby="checkout-review"
            className="hidden gap-4 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border lg:sticky lg:top-24 lg:grid"
          >
            <h2 id="checkout-review" className="font-display font-semibold text-lg">
              {t("checkout.steps.review")}
            </h2>
            <CheckoutReview quote={data} method={method} />
            {placing.failure && <PlaceFailure message={placing.failure} />}
            {placeButton("w-full")}
          </aside>
        )}
      </div>
      {data && (
        <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 -mx-4 flex items-center justify-between gap-4 border-border border-t bg-card/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
          <p className="grid text-sm">
            <span className="text-muted-foreground">{t("checkout.total")}</span>
            <span className="font-semibold text-base tabular-nums">
              {formatMoney(data.total, data.currency)}
            </span>
          </p>
          {placeButton("flex-1")}
        </div>
      )}
    </>
  );
}

function isEmptyCart(error: unknown): boolean {
  // The server speaks her language: its words for the rule, or core's English.
  return [OrderMessages.emptyCart, messageIn(OrderMessages.emptyCart)].includes(errorMessage(error));
}

function PlaceFailure({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl bg-destructive-soft p-3 text-destructive text-sm">
      {message}
    </p>
  );
}
