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
import { chosenMethod } from "../lib/checkout-rules";
import { usePlacing } from "../lib/use-placing";

/** /checkout: address, phone, the parcels per shop, the payment method, and a review before "Place order". */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out")
    return (
      <SignInRequired description="Sign in to check out: your cart, addresses and orders are kept in your account." />
    );
  return <CheckoutView fullName={session.user.full_name} />;
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-6 pb-4 sm:px-6 lg:py-10">
      <title>Checkout · Saheli</title>
      <h1 className="font-display font-semibold text-2xl">Checkout</h1>
      {children}
    </div>
  );
}

const EMPTY_CART: EmptyStateProps = {
  icon: ShoppingBag,
  title: OrderMessages.emptyCart,
  description: "Add something you love, then come back here to place your order.",
  action: (
    <Button asChild>
      <Link to="/commerce">Start shopping</Link>
    </Button>
  ),
};

function CheckoutView({ fullName }: { fullName: string }) {
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
        errorTitle="We couldn't open the checkout"
        isEmpty={(data) => data.cart.items.length === 0}
        empty={EMPTY_CART}
      >
        {(data) => <CheckoutSteps locations={data.locations} fullName={fullName} />}
      </QueryState>
    </Page>
  );
}

function CheckoutSteps({ locations, fullName }: { locations: DeliveryLocation[]; fullName: string }) {
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
      Place order
    </Button>
  );

  if (
    chosenId !== null &&
    (branch.kind === "empty" || (branch.kind === "error" && isEmptyCart(branch.error)))
  )
    return <EmptyState {...EMPTY_CART} />;

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-6">
          {data && <CheckoutProblems problems={data.problems} />}
          <Panel title="1. Delivery address" id="checkout-address">
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
              title="We couldn't work out your order"
              error={branch.error}
              retrying={quote.isRefetching}
              onRetry={() => void quote.refetch()}
            />
          )}
          {data && (
            <>
              <Panel title="2. Contact phone" id="checkout-contact">
                <Field
                  id="checkout-phone"
                  label="Phone number for the courier"
                  error={placing.phoneError}
                  hint="The courier calls this number if they cannot find you."
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
              <Panel title="3. Your parcels" id="checkout-parcels">
                <Parcels quote={data} />
              </Panel>
              <Panel title="4. Payment" id="checkout-payment">
                <PaymentMethods quote={data} chosen={method} onChoose={setWanted} />
              </Panel>
              <Panel title="5. Review and pay" id="checkout-review-mobile" className="lg:hidden">
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
              5. Review and pay
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
            <span className="text-muted-foreground">Total</span>
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
  return errorMessage(error) === OrderMessages.emptyCart;
}

function PlaceFailure({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl bg-destructive-soft p-3 text-destructive text-sm">
      {message}
    </p>
  );
}
