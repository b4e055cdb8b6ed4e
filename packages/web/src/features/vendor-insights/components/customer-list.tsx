import type { Customer } from "@saheli/core/contracts/vendor-insights";
import { formatMoney } from "@saheli/core/money";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { formatCount } from "../lib/format";

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const nameOf = (customer: Customer) => customer.full_name ?? customer.username ?? "Saheli member";
/** Where the app opens (or starts) a conversation with a person (the profile's Message button goes there too). */
const chatWith = (customer: Customer) => `/chat?user=${encodeURIComponent(customer.id)}`;

function Name({ customer }: { customer: Customer }) {
  const name = nameOf(customer);
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
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={chatWith(customer)} aria-label={`Message ${nameOf(customer)}`}>
        <MessageCircle aria-hidden /> Message
      </Link>
    </Button>
  );
}

const ordersLabel = (n: number) => `${formatCount(n)} ${n === 1 ? "order" : "orders"}`;

/** Her customers: a table on a laptop, cards on a phone. */
export function CustomerList({ customers, currency }: { customers: Customer[]; currency: string }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-card shadow-card ring-1 ring-border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your customers</caption>
          <thead className="bg-muted/60 text-muted-foreground text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Customer
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Orders
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Total spent
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Last order
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Message</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {customers.map((customer) => (
              <tr key={customer.id}>
                <td className="max-w-72 px-4 py-3">
                  <Name customer={customer} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(customer.orders)}</td>
                <td className="px-4 py-3 text-right font-medium tabular-nums">
                  {formatMoney(customer.total_spent, currency)}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                  <time dateTime={customer.last_order_at}>
                    {day.format(new Date(customer.last_order_at))}
                  </time>
                </td>
                <td className="px-4 py-3 text-right">
                  <MessageLink customer={customer} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Your customers" className="grid grid-cols-1 gap-3 md:hidden">
        {customers.map((customer) => (
          <li
            key={customer.id}
            className="grid grid-cols-1 gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
          >
            <Name customer={customer} />
            <p className="text-muted-foreground text-sm">
              {ordersLabel(customer.orders)} ·{" "}
              <span className="font-medium text-foreground">
                {formatMoney(customer.total_spent, currency)}
              </span>{" "}
              · last on{" "}
              <time dateTime={customer.last_order_at}>{day.format(new Date(customer.last_order_at))}</time>
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
