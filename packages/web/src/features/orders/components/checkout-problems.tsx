import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useOrdersT } from "../i18n";

/** What stops the checkout (sold out, gone, prices changed), in the server's words, and the way to fix it. */
export function CheckoutProblems({ problems }: { problems: string[] }) {
  const { t } = useOrdersT();
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-2xl bg-destructive-soft p-4 text-sm ring-1 ring-destructive/30"
    >
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <TriangleAlert aria-hidden className="size-4" /> {t("problems.heading")}
      </p>
      <ul className="grid list-disc gap-1 pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <Button variant="outline" size="sm" asChild className="w-fit">
        <Link to="/cart">{t("problems.review")}</Link>
      </Button>
    </div>
  );
}
