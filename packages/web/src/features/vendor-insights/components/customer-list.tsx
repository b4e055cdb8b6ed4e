import type { Customer } from "@saheli/core/contracts/vendor-insights";
import { formatMoney } from "@saheli/core/money";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useVendorInsightsT } from "../i18n";
import { formatCount } from "../lib/format";

const formatDay = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
const nameOf = (customer: Customer, member: string) => customer.full_name ?? customer.username ?? member;
/** Where the app opens (or starts) a conversation with a person (the profile's Message button goes there too). */
const chatWith = (customer: Customer) => `/chat?user=${encodeURIComponent(customer.id)}`;

function Name({ customer }: { customer: Customer }) {
  const { t } = useVendorInsightsT();
  const name = nameOf(customer, t("member"));
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={name} src={customer.avatar_url} size="sm" />
      {customer.username ? (
        <Link
          to={`/profile/${encodeURIComponent(customer.username)}`}
          className="truncate font-medium hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span className="truncate font-medium">{name}</span>
      )}
    </span>
  );
}

function MessageLink({ customer }: { customer: Customer }) {
  const { t } = useVendorInsightsT();
  return (
    <Button asChild size="sm" variant="outline">
      <Link
        to={chatWith(customer)}
        aria-label={t("customers.messageTo", { name: nameOf(customer, t("member")) })}
      >
        <MessageCircle aria-hidden /> {t("customers.message")}
      </Link>
    </Button>
  );
}

/** Her customers: a table on a laptop, cards on a phone. */
export function CustomerList({ customers, currency }: { customers: Customer[]; currency: string }) {
  const { t } = useVendorInsightsT();
  const locale = useIntlLocale();
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-card shadow-card ring-1 ring-border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("customers.yours")}</caption>
          <thead className="bg-muted/60 text-muted-foreground text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t("customers.customer")}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t("customers.orders")}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t("customers.totalSpent")}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t("customers.lastOrder")}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t("customers.message")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {customers.map((customer) => (
              <tr key={customer.id}>
                <td className="max-w-72 px-4 py-3">
                  <Name customer={customer} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(customer.orders, locale)}</td>
                <td className="px-4 py-3 text-right font-medium tabular-nums">
                  {formatMoney(customer.total_spent, currency)}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                  <time dateTime={customer.last_order_at}>{formatDay(customer.last_order_at, locale)}</time>
                </td>
                <td className="px-4 py-3 text-right">
                  <MessageLink customer={customer} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t("customers.yours")} className="grid grid-cols-1 gap-3 md:hidden">
        {customers.map((customer) => (
          <li
            key={customer.id}
            className="grid grid-cols-1 gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
          >
            <Name customer={customer} />
            <p className="text-muted-foreground text-sm">
              {t("customers.orderCount", {
                count: customer.orders,
                formatted: formatCount(customer.orders, locale),
              })}{" "}
              ·{" "}
              <span className="font-medium text-foreground">
                {formatMoney(customer.total_spent, currency)}
              </span>{" "}
              · {t("customers.lastOn")}{" "}
              <time dateTime={customer.last_order_at}>{formatDay(customer.last_order_at, locale)}</time>
            </p>
            <div>
              <MessageLink customer={customer} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
